import { createNavigation } from '@mall/client-kit';

/** Navigation for code outside React (the request layer); the router registers itself at start. */
const navigation = createNavigation();

export const { setNavigator, navigate } = navigation;
/** The current path and search, as the login redirect keeps them. */
export const currentPathAndSearch = navigation.currentPath;
