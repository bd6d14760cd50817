export { SceneService } from './scene.service';
export { sceneRoutes } from './scene.routes';
