export { SceneZoneService } from './scene-zone.service';
export { sceneZoneRoutes } from './scene-zone.routes';
