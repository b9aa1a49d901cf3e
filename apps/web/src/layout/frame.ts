/**
 * The signed-in frame's measures, in px: the layout draws with them (SignedInLayout.tsx), and the
 * page's first script places the screen's heading with them before the app has run
 * (signedInPage.ts), so the heading is already where the app will draw it.
 */
export const frame = {
  headerHeight: 56,
  /** The view-as banner, in the top bar above its row: the bar grows by this much while viewing as. */
  viewAsBannerHeight: 40,
  navbarWidth: 240,
  footerHeight: 44,
  /** Around the screen: Mantine's `md` spacing. */
  padding: 16,
  /** The menu stays beside the screen from this width on: Mantine's `sm` breakpoint. */
  wideFrom: '48em',
} as const;
