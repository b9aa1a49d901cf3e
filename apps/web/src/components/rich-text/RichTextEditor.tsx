import { Alert, Input, Skeleton } from '@mantine/core';
import { bannerText } from '@masthead/contract';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import type { RichTextEditorProps } from './TipTapEditor.tsx';

// The editor is a large script: it loads only when a form with rich text opens.
const TipTapEditor = lazy(() =>
  import('./TipTapEditor.tsx').then((module) => ({ default: module.TipTapEditor })),
);

/** Shows the editor's load failure in its place, so the rest of the form stays usable. */
class LoadFailureBoundary extends Component<
  { label: string; required?: boolean; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Input.Wrapper label={this.props.label} required={this.props.required}>
        <Alert color="red" role="alert" title={bannerText.editorFailed.title}>
          {bannerText.editorFailed.message}
        </Alert>
      </Input.Wrapper>
    );
  }
}

/**
 * Rich text limited to the spec's elements (the contract's `richTextElements`): whatever is
 * typed or pasted is kept only as those elements, and the server sanitizes it again.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    // The label reads the same, required marker included, while the editor loads and if it fails.
    <LoadFailureBoundary label={props.label} required={props.required}>
      <Suspense
        fallback={
          <Input.Wrapper label={props.label} required={props.required}>
            <Skeleton height={props.height} aria-busy="true" />
          </Input.Wrapper>
        }
      >
        <TipTapEditor {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
