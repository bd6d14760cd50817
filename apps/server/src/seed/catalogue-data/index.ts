/**
 * The dictionary behind the demo catalogue: category tree, product profiles (attributes, units, price
 * ranges, illustration), brands and scene zones. Ids follow from the order of these lists, so keep it.
 *
 * Id scheme: level-one ids are 1..16 in list order; level-two ids count on from 17 in list order
 * (so 19 is 测量工具 under 工具耗材); level-three ids are parentId*100 + position (1909 = 激光测距仪).
 */

export { PROFILES, type ArtKind, type Profile, type ProfileKey } from './profiles';
export {
  CATEGORY_TREE,
  SCENE_ZONES,
  SCENES_BY_LEVEL1,
  type Level1Def,
  type Level2Def,
} from './category-tree';
export { BRANDS, type BrandDef } from './brands';
