import { ActionIcon, Badge, Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';

/*
 * The class names and CSS variables Mantine gives a few components as this app's theme draws them,
 * for plain elements that look the same. A page of rows holds hundreds of these (a checkbox, a badge
 * and three icon buttons a row), and each Mantine component resolves its props, theme and styles
 * as it renders: that was most of the time spent drawing a list. mantineLook.test.ts renders both
 * and keeps the two the same.
 */

const scale = (pixels: number) => `calc(${pixels / 16}rem * var(--mantine-scale))`;

/** A table row of a striped, highlighted-on-hover table with row borders (DataTable's). */
export const tableRow = {
  className: `${Table.classes.tr} mantine-Table-tr`,
  'data-with-row-border': true,
  'data-striped': 'odd',
  'data-hover': true,
} as const;

const unstyledButtonClass = `${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const actionIconClass = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${unstyledButtonClass}`;

/** ActionIcon, variant subtle, in the primary colour; `size` in pixels, or Mantine's default. */
export function subtleActionIcon(size?: number) {
  return {
    className: actionIconClass,
    'data-variant': 'subtle',
    style: {
      ...(size === undefined ? {} : { '--ai-size': scale(size) }),
      '--ai-bg': 'transparent',
      '--ai-hover': 'var(--mantine-color-blue-light-hover)',
      '--ai-color': 'var(--mantine-color-blue-light-color)',
      '--ai-bd': `${scale(1)} solid transparent`,
    } as CSSProperties,
  } as const;
}

/** ActionIcon size sm: subtle and gray, or filled in the primary colour (a column's active filter). */
export function smallActionIcon(isFilled: boolean) {
  return {
    className: actionIconClass,
    'data-variant': isFilled ? 'filled' : 'subtle',
    'data-size': 'sm',
    style: (isFilled ? filledSmall : subtleGraySmall) as CSSProperties,
  } as const;
}

/** ActionIcon size sm's variables: the variant's colours and Mantine's transparent 1px border. */
const smallIconColors = (background: string, hover: string, color: string) => ({
  '--ai-size': 'var(--ai-size-sm)',
  '--ai-bg': background,
  '--ai-hover': hover,
  '--ai-color': color,
  '--ai-bd': `${scale(1)} solid transparent`,
});

const subtleGraySmall = smallIconColors(
  'transparent',
  'var(--mantine-color-gray-light-hover)',
  'var(--mantine-color-gray-light-color)',
);

const filledSmall = smallIconColors(
  'var(--mantine-color-blue-filled)',
  'var(--mantine-color-blue-filled-hover)',
  'var(--mantine-color-white)',
);

/** UnstyledButton: its own class, after the caller's. */
export const unstyledButton = (className = '') => `mantine-focus-auto ${className} ${unstyledButtonClass}`;

/** Group with a 2px gap, on one line, its items centred across and at its start or end along. */
export function tightGroup(justify: 'flex-start' | 'flex-end') {
  return {
    className: `${Group.classes.root} mantine-Group-root`,
    style: {
      '--group-gap': scale(2),
      '--group-align': 'center',
      '--group-justify': justify,
      '--group-wrap': 'nowrap',
    } as CSSProperties,
  } as const;
}

/** The span an ActionIcon holds its icon in. */
export const actionIconIconClass = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

/** Badge, variant light, radius sm: its own colours come on top, in `style`. */
export const lightBadge = {
  className: `${Badge.classes.root} mantine-Badge-root`,
  'data-variant': 'light',
  style: {
    '--badge-radius': 'var(--mantine-radius-sm)',
    '--badge-bg': 'var(--mantine-color-blue-light)',
    '--badge-color': 'var(--mantine-color-blue-light-color)',
    '--badge-bd': `${scale(1)} solid transparent`,
  } as CSSProperties,
  labelClassName: `${Badge.classes.label} mantine-Badge-label`,
} as const;

/**
 * Checkbox (size sm, filled, no label text). Its root has Checkbox's own class before the inline
 * input's, which `Checkbox.classes` names alone (it spreads the inline input's over its own).
 */
export const checkbox = {
  root: {
    className: `m_bf2d988c mantine-Checkbox-root ${Checkbox.classes.root} mantine-Checkbox-root`,
    'data-variant': 'filled',
    'data-label-position': 'right',
    style: {
      '--checkbox-radius': 'var(--mantine-radius-sm)',
      '--checkbox-color': 'var(--mantine-color-blue-filled)',
    } as CSSProperties,
  },
  bodyClassName: `${Checkbox.classes.body} mantine-Checkbox-body`,
  innerClassName: `${Checkbox.classes.inner} mantine-Checkbox-inner`,
  inputClassName: `mantine-focus-auto ${Checkbox.classes.input} mantine-Checkbox-input`,
  iconClassName: `${Checkbox.classes.icon} mantine-Checkbox-icon`,
  labelWrapperClassName: `${Checkbox.classes.labelWrapper} mantine-Checkbox-labelWrapper`,
} as const;
