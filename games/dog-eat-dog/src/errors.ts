/** Dog Eat Dog's error codes: stable, namespaced, each refused action returns one with a sentence. */
export const DogEatDogError = {
  StageThree: 'dog-eat-dog/stage-three',
  NoMarkers: 'dog-eat-dog/no-pollution-markers',
  NotYourSquare: 'dog-eat-dog/not-your-square',
  NotOnSquare: 'dog-eat-dog/not-on-square',
  NoWorkers: 'dog-eat-dog/no-free-workers',
  WouldDegrade: 'dog-eat-dog/may-not-degrade',
  EmptyStack: 'dog-eat-dog/empty-stack',
  NotHeld: 'dog-eat-dog/not-held',
  OfferOutOfRange: 'dog-eat-dog/offer-out-of-range',
  CannotPay: 'dog-eat-dog/cannot-pay',
  TooMuch: 'dog-eat-dog/more-than-half',
  /** A declaration a Red Tape card cancelled (the `why` of a `declaration-failed` event). */
  Cancelled: 'dog-eat-dog/declaration-cancelled',
} as const;

export type DogEatDogErrorCode = (typeof DogEatDogError)[keyof typeof DogEatDogError];
