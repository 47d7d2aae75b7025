import { armsDealersModule } from '@cutthroat/arms-dealers/module';
import { dogEatDogModule } from '@cutthroat/dog-eat-dog/module';
import { gocaineModule } from '@cutthroat/gocaine/module';
import { catalogOf, register, type Catalog } from '@cutthroat/module';

/**
 * The one list of games. The server receives it at its composition root, and the CLI and the
 * lobby iterate it: adding a game is its folder and one line here (docs/adding-a-game.md).
 */
const modules = [register(armsDealersModule), register(dogEatDogModule), register(gocaineModule)] as const;

/** `'arms-dealers' | 'gocaine' | ...`: the ids of the games above. */
export type GameId = (typeof modules)[number]['id'];

export const CATALOG: Catalog = catalogOf(modules);
