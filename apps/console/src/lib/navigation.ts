import { createNavigation } from '@mall/client-kit';

/** Navigation for code outside React; paths are router paths without the /admin basename. */
const navigation = createNavigation('/admin');

export const { setNavigator, navigate } = navigation;
/** The current router path and search (basename stripped), as the login redirect keeps them. */
export const currentRouterPath = navigation.currentPath;
