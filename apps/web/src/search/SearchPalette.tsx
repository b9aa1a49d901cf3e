import { Box, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useId } from '@mantine/hooks';
import { searchLimits } from '@masthead/contract';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCall } from '../api/hooks.ts';
import { groupResults } from './groupResults.ts';
import { takeHeldKeys } from './heldKeys.ts';

/** How long typing pauses before the search is asked: one request per pause, not per key. */
const debounceMs = 150;

/**
 * The search palette: a dialog with a combobox whose listbox holds the matches, grouped by type.
 * Results follow the typing; the arrow keys move through them, Enter opens one, Escape closes
 * and hands focus back to what had it. A late answer to text since changed never replaces the
 * current one's: each text has its own query. Until the current answer comes, the last one
 * stays on screen, its list marked busy.
 */
export function SearchPalette({
  isOpen,
  onClose,
  onClosed,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** Once it has gone from the screen: focus goes back. */
  onClosed: () => void;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [typed] = useDebouncedValue(text.trim(), debounceMs);
  const isWanted = isOpen && typed !== '';
  const answer = useCall(
    'search-service/search',
    { q: typed },
    { enabled: isWanted, placeholderData: keepPreviousData },
  );
  const results = isWanted ? (answer.data ?? []) : [];
  const { groups, ordered } = groupResults(results);
  const isWaiting = text.trim() !== typed || answer.isFetching;
  const ids = { list: useId(), option: useId() };
  const optionId = (index: number) => `${ids.option}-${index}`;

  const close = () => {
    takeHeldKeys();
    onClose();
    setText('');
    setActive(-1);
  };
  const openResult = (index: number) => {
    const result = ordered[index];
    if (!result) return;
    close();
    navigate(result.route);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = ordered.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move && ordered.length > 0 && (event.key.startsWith('Arrow') || active >= 0)) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter' && ordered.length > 0) {
      event.preventDefault();
      openResult(Math.max(active, 0));
    }
  };

  const hasList = isWanted && ordered.length > 0;
  const status = !isWanted
    ? 'Type a title, a name, an id or a content id.'
    : ordered.length === 0
      ? isWaiting
        ? 'Searching…'
        : `No matches for “${typed}”`
      : ordered.length >= searchLimits.defaultLimit
        ? `The best ${ordered.length} matches: type more words to narrow them`
        : `${ordered.length} ${ordered.length === 1 ? 'match' : 'matches'}`;

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title="Search"
      size="lg"
      yOffset="8vh"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <TextInput
        label="Search everything"
        placeholder="Titles, names, ids, content ids"
        value={text}
        maxLength={searchLimits.query}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => {
          const early = takeHeldKeys();
          if (early) setText((current) => (current + early).slice(0, searchLimits.query));
        }}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={isWanted && isWaiting ? <Loader size="xs" aria-hidden="true" /> : null}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hasList}
        aria-controls={ids.list}
        aria-activedescendant={hasList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
      />
      <Text role="status" size="sm" c="dimmed" mt="xs">
        {status}
      </Text>
      <Box
        id={ids.list}
        role="listbox"
        aria-label="Matches"
        aria-busy={isWaiting}
        mt="xs"
        mah="60vh"
        style={{ overflowY: 'auto' }}
        hidden={!hasList}
      >
        {groups.map((group) => (
          <Box key={group.type} role="group" aria-labelledby={`${ids.list}-${group.type}`} mb="sm">
            <Text
              id={`${ids.list}-${group.type}`}
              role="presentation"
              size="xs"
              fw={700}
              tt="uppercase"
              c="dimmed"
              px="xs"
            >
              {group.label}
            </Text>
            {group.results.map(({ result, index }) => (
              <UnstyledButton
                key={`${result.type}/${result.id}`}
                component="div"
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openResult(index)}
                onMouseMove={() => setActive(index)}
                display="block"
                w="100%"
                px="xs"
                py={6}
                bg={index === active ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Stack gap={0}>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {result.title}
                  </Text>
                  {/* Two lines on a phone: a content id alone fills one, and the status after it was cut. */}
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    #{result.id} · {result.context}
                  </Text>
                </Stack>
              </UnstyledButton>
            ))}
          </Box>
        ))}
      </Box>
    </Modal>
  );
}
