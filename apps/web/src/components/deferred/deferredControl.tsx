import type { ButtonProps } from '@mantine/core';
import {
  type ComponentPropsWithRef,
  type ComponentType,
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  startTransition,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { LazyPart } from '../lazy/LazyPart.tsx';

/** What happened to the stand-in before the control's code came. */
export interface Arrival {
  /** It was clicked: the control opens at once. */
  isOpenAtFirst: boolean;
  /** It held focus: the control's button takes it over. */
  hasFocusAtFirst: boolean;
}

/**
 * What a stand-in's button spreads: it is closed, and it asks for the control as the user turns
 * to it.
 */
export interface StandInProps {
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
  onPointerDown: (event: PointerEvent) => void;
  onClick: () => void;
}

/**
 * What a control's button takes, the same as stand-in and as the control's own: its own props, a
 * Mantine button's (`Base`: ButtonProps or ActionIconProps), and a native button's with its ref.
 * Each such button has a module of its own, which the stand-in's module and the control's both
 * import, so that neither of those imports the other.
 */
export type ControlButtonProps<Own, Base = ButtonProps> = Own & Base & ComponentPropsWithRef<'button'>;

type DeferredProps<P> = Omit<P, 'arrival'> & {
  /** The control's button as drawn before its code has come, with these props spread on it. */
  standIn: (props: StandInProps) => ReactElement;
};

/**
 * A control whose floating part (a menu, a popover) loads on first intent: until the pointer
 * comes over its button, or focus, or a tap, `standIn` draws the same button alone. Mantine's
 * Popover and Menu bring floating-ui, positioning and focus-trapping code, which a list page's
 * first load on a phone was a tenth of; the user's first hover or Tab fetches it instead.
 */
export function deferredControl<P extends { arrival: Arrival }>(load: () => Promise<ComponentType<P>>) {
  const Control = lazy(async () => ({ default: await load() }));
  return function DeferredControl({ standIn, ...props }: DeferredProps<P>) {
    const [isWanted, setIsWanted] = useState(false);
    const [arrival, setArrival] = useState<Arrival>({ isOpenAtFirst: false, hasFocusAtFirst: false });
    // In a transition, the stand-in stays on the page, the same element, until the code has come.
    const want = () => startTransition(() => setIsWanted(true));
    const open = () => {
      setArrival((current) => ({ ...current, isOpenAtFirst: true }));
      want();
    };
    const standInButton = standIn({
      'aria-expanded': false,
      onPointerEnter: want,
      onFocus: () => {
        setArrival((current) => ({ ...current, hasFocusAtFirst: true }));
        want();
      },
      // The stand-in leaves focus only by the user's doing while it is on the page.
      onBlur: (event) => {
        if (event.currentTarget.isConnected)
          setArrival((current) => ({ ...current, hasFocusAtFirst: false }));
      },
      // A mouse press counts as a click: the control may replace the stand-in before the button is
      // let go. (A finger's press may be the start of a scroll; its tap comes as a click.)
      onPointerDown: (event) => {
        if (event.pointerType === 'mouse' && event.button === 0) open();
      },
      onClick: open,
    });
    // Code that cannot be downloaded leaves the stand-in in place, and a banner says to reload.
    return (
      <LazyPart fallback={standInButton}>
        {isWanted ? <Control {...(props as unknown as P)} arrival={arrival} /> : standInButton}
      </LazyPart>
    );
  };
}

/**
 * The control's open state and its button, as it replaces the stand-in: the button takes over
 * focus, and a click made while the code was on its way opens the control now, focus first, so
 * that closing it hands focus back to the button.
 */
export function useArrivedControl<T extends HTMLElement = HTMLButtonElement>(arrival: Arrival) {
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<T>(null);
  const first = useRef(arrival);
  // In the same commit that removes the stand-in: focus is never seen resting on the page's body.
  useLayoutEffect(() => {
    const { hasFocusAtFirst, isOpenAtFirst } = first.current;
    if (hasFocusAtFirst || isOpenAtFirst) button.current?.focus();
    if (isOpenAtFirst) setIsOpen(true);
  }, []);
  return {
    isOpen,
    setIsOpen,
    /** For a Popover: opened from its button, focus trapped inside, and given back on closing. */
    popover: { opened: isOpen, onChange: setIsOpen, trapFocus: true, returnFocus: true },
    /** For a Popover's button, which opens and closes it. */
    popoverTarget: { ref: button, onClick: () => setIsOpen((open) => !open) },
    /** For a Menu, which its own button opens and closes. */
    menu: { opened: isOpen, onChange: setIsOpen },
    menuTarget: { ref: button },
  };
}
