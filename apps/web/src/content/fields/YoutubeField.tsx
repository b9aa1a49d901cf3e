import { TextInput } from '@mantine/core';
import { youtubeVideoIdOf } from '@masthead/contract';
import type { ChangeEvent } from 'react';
import type { FieldProps } from '../../components/form/fieldProps.ts';

const hintOf = ({ storedId, isEditable }: { storedId: string | null; isEditable: boolean }) => {
  if (!isEditable) return undefined;
  return storedId
    ? `Stored as the video id ${storedId}`
    : 'The video id, e.g. dQw4w9WgXcQ, or a link to the video';
};

/**
 * A YouTube video id. People paste the link they have (watch, share, Shorts, embed): the field
 * keeps what they typed and says which id will be stored, read by the contract's rule that the
 * save and the server run too. Other text is refused in that rule's words when saving.
 */
export function YoutubeField(props: FieldProps<string> & { 'aria-invalid'?: boolean }) {
  const { value, onChange, ...rest } = props;
  const id = youtubeVideoIdOf(value);
  const storedId = id && id !== value.trim() ? id : null;
  return (
    <TextInput
      {...rest}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      description={hintOf({ storedId, isEditable: !rest.disabled })}
    />
  );
}
