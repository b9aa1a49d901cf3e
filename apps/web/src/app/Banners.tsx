import { Notifications } from '@mantine/notifications';
import bannerClasses from './banners.module.css';

/** Where banners show: top right, below the signed-in top bar. */
export function Banners() {
  return (
    // Above modals (200) so a modal form's messages show, below menus and dropdowns (300) that the user opened.
    <Notifications
      position="top-right"
      containerWidth={420}
      zIndex={250}
      classNames={{ root: bannerClasses.banners }}
    />
  );
}
