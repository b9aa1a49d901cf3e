import { Badge, Button, Group, Stack, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RequiredLegend } from '../form/RequiredLegend.tsx';
import { focusFirstField, freshFormOf } from './freshForm.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { listHref, returningToList } from './listQuery.ts';
import { addsAnotherProps, type EntityFormController } from './useEntityForm.tsx';

/** What the view needs of the controller; any `useEntityForm` result fits. */
export type EntityFormView = Omit<EntityFormController, 'form'> & {
  form: { formRef: RefObject<HTMLFormElement | null> };
};

const errorText = (count: number) => (count === 1 ? '1 field with an error' : `${count} fields with errors`);

/**
 * The frame of every entity form: its heading, what the required marker means, its tabs (each
 * marking how many of its fields have errors, so a hidden one is found), Back and Submit, and
 * the question before leaving unsaved changes. In view mode there is nothing to submit;
 * `actions` adds links such as Edit.
 */
export function EntityForm({
  controller,
  title,
  panels,
  actions,
  hasRequiredFields = false,
}: {
  controller: EntityFormView;
  /** The page heading: 'New user', 'Edit user anna2024'. */
  title: string;
  /** The content of each tab, by its value. */
  panels: Readonly<Record<string, ReactNode>>;
  actions?: ReactNode;
  /** Whether any field is required: the legend of the asterisk shows above the fields. */
  hasRequiredFields?: boolean;
}) {
  useDocumentTitle(`${title} · Masthead`);
  const navigate = useNavigate();
  const baseId = useId();
  const { tabs, activeTab, errorCounts, isReadOnly, isSaving, canAddAnother } = controller;
  const { formRef } = controller.form;
  // After 'Save and add another' the user types the next item straight away.
  const isFresh = freshFormOf(useLocation().state) !== undefined;
  useEffect(() => {
    if (isFresh) focusFirstField(formRef.current);
  }, [isFresh, formRef]);
  // A busy Submit is disabled, which drops the keyboard's focus to the page: when the save ends
  // on this screen (refused), focus comes back to it, unless a field with an error took it.
  const submitRef = useRef<HTMLButtonElement>(null);
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !isSaving && document.activeElement === document.body)
      submitRef.current?.focus();
    wasSaving.current = isSaving;
  }, [isSaving]);
  const handleBack = () => navigate(listHref(controller.listPath), { state: returningToList });
  const describedBy = (tab: string) => ((errorCounts[tab] ?? 0) > 0 ? `${baseId}-${tab}-errors` : undefined);

  return (
    <form ref={formRef} onSubmit={controller.handleSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {hasRequiredFields && <RequiredLegend isHidden={isReadOnly} />}
        </Stack>
        {tabs.length > 1 ? (
          <Tabs
            value={activeTab}
            onChange={(value) => value && controller.setActiveTab(value)}
            keepMountedMode="display-none"
          >
            <Tabs.List>
              {tabs.map((tab) => {
                const count = errorCounts[tab.value] ?? 0;
                return (
                  <Tabs.Tab
                    key={tab.value}
                    value={tab.value}
                    color={count > 0 ? 'red' : undefined}
                    aria-describedby={describedBy(tab.value)}
                    rightSection={
                      count > 0 ? (
                        <Badge color="red" size="sm" circle aria-hidden="true">
                          {count}
                        </Badge>
                      ) : null
                    }
                  >
                    {tab.label}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value} pt="md">
                {tab.isLazy && activeTab !== tab.value ? null : panels[tab.value]}
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : (
          tabs[0] && panels[tabs[0].value]
        )}
        {tabs.map((tab) => {
          const id = describedBy(tab.value);
          return id ? (
            <VisuallyHidden key={tab.value} id={id}>
              {errorText(errorCounts[tab.value] ?? 0)}
            </VisuallyHidden>
          ) : null;
        })}
        <Group gap="sm">
          <Button variant="default" onClick={handleBack}>
            Back
          </Button>
          {!isReadOnly && (
            <Button ref={submitRef} type="submit" loading={isSaving}>
              Submit
            </Button>
          )}
          {canAddAnother && (
            <Button type="submit" variant="light" disabled={isSaving} {...addsAnotherProps}>
              Save and add another
            </Button>
          )}
          {actions}
        </Group>
        {isSaving && <VisuallyHidden role="status">Saving</VisuallyHidden>}
      </Stack>
      <LeaveGuard shouldBlock={controller.shouldBlockLeaving} isDirty={controller.isDirty} />
    </form>
  );
}
