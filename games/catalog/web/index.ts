import { armsDealersUi } from '@cutthroat/arms-dealers/web';
import { dogEatDogUi } from '@cutthroat/dog-eat-dog/web';
import { gocaineUi } from '@cutthroat/gocaine/web';
import { uiCatalogOf, type UiCatalog } from '@cutthroat/web-kit';

/**
 * The games' browser tables, beside the node catalogue (`../src/index.ts`) and in its order: the
 * web client's shell finds a match's table, title and rules here. Adding a game adds its table
 * here too; `catalog.test.ts` fails while the two lists disagree.
 */
export const WEB_CATALOG: UiCatalog = uiCatalogOf([armsDealersUi, dogEatDogUi, gocaineUi]);
