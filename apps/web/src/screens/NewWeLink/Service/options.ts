/** Spec part 2 §3 "Cuisine slugs mapped from place types": a found place's types → a cuisine value (labels in @welink/domain). */
const CUISINE_BY_PLACE_TYPE: Record<string, string> = {
  bakery: 'panaderia',
  cafe: 'cafe',
  coffee_shop: 'cafe',
  bar: 'bar',
  pub: 'bar',
  italian_restaurant: 'italiana',
  pizza_restaurant: 'pizza',
  chinese_restaurant: 'china',
  japanese_restaurant: 'japonesa',
  sushi_restaurant: 'sushi',
  korean_restaurant: 'coreana',
  thai_restaurant: 'tailandesa',
  indian_restaurant: 'india',
  mexican_restaurant: 'mexicana',
  spanish_restaurant: 'espanola',
  french_restaurant: 'francesa',
  greek_restaurant: 'griega',
  turkish_restaurant: 'turca',
  lebanese_restaurant: 'libanesa',
  seafood_restaurant: 'mariscos',
  steak_house: 'carnes',
  barbecue_restaurant: 'carnes',
  vegetarian_restaurant: 'vegetariana',
  vegan_restaurant: 'vegana',
  hamburger_restaurant: 'hamburguesas',
  ice_cream_shop: 'pasteleria',
  dessert_shop: 'pasteleria',
};

export function cuisineFromPlaceTypes(types: readonly string[] | undefined): string | undefined {
  for (const type of types ?? []) {
    const cuisine = CUISINE_BY_PLACE_TYPE[type];
    if (cuisine) return cuisine;
  }
  return undefined;
}
