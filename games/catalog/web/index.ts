import { armsDealersModule } from '@cutthroat/arms-dealers/module';
import { armsDealersUi } from '@cutthroat/arms-dealers/web';
import { dogEatDogModule } from '@cutthroat/dog-eat-dog/module';
import { dogEatDogUi } from '@cutthroat/dog-eat-dog/web';
import { gocaineModule } from '@cutthroat/gocaine/module';
import { gocaineUi } from '@cutthroat/gocaine/web';
import { defineGameUi, uiCatalogOf, type UiCatalog } from '@cutthroat/web-kit';

/**
 * The games' browser tables, beside the node catalogue (`../src/index.ts`) and in its order: the
 * web client's shell finds a match's table, title and rules here. Each table is paired with its
 * own module (`defineGameUi` accepts only a table written for that module's game), which gives
 * it its id, title, rules and words; `catalog.test.ts` fails while the two lists disagree.
 */
export const WEB_CATALOG: UiCatalog = uiCatalogOf([
  defineGameUi(armsDealersModule, armsDealersUi),
  defineGameUi(dogEatDogModule, dogEatDogUi),
  defineGameUi(gocaineModule, gocaineUi),
]);
