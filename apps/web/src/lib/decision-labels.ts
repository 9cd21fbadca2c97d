import type {
  AccessibilityFeature,
  ListingFeature,
  RoomType,
  Tenure,
} from '@elite/shared/listing-decision-values';
import { i18n } from './i18n';

/*
 * The words of what a buyer needs to decide (CONTRACT.md section 13) in the page's locale: the
 * names of tenures, features, accessibility features and room types (locales' decide.json).
 */

const TENURE_KEYS: Record<Tenure, string> = {
  freehold: 'decide.tenureFreehold',
  leasehold: 'decide.tenureLeasehold',
  share_of_freehold: 'decide.tenureShareOfFreehold',
  commonhold: 'decide.tenureCommonhold',
  other: 'decide.tenureOther',
};

const FEATURE_KEYS: Record<ListingFeature, string> = {
  parking: 'decide.featureParking',
  garage: 'decide.featureGarage',
  garden: 'decide.featureGarden',
  balcony: 'decide.featureBalcony',
  terrace: 'decide.featureTerrace',
  pool: 'decide.featurePool',
  air_conditioning: 'decide.featureAirConditioning',
  fireplace: 'decide.featureFireplace',
  elevator: 'decide.featureElevator',
  storage: 'decide.featureStorage',
  sea_view: 'decide.featureSeaView',
  new_build: 'decide.featureNewBuild',
};

const ACCESSIBILITY_KEYS: Record<AccessibilityFeature, string> = {
  step_free_access: 'decide.accessStepFree',
  lift: 'decide.accessLift',
  wide_doorways: 'decide.accessWideDoorways',
  accessible_bathroom: 'decide.accessBathroom',
  ground_floor_bedroom: 'decide.accessGroundFloorBedroom',
  ramp: 'decide.accessRamp',
};

const ROOM_KEYS: Record<RoomType, string> = {
  bedroom: 'decide.roomBedroom',
  bathroom: 'decide.roomBathroom',
  kitchen: 'decide.roomKitchen',
  living: 'decide.roomLiving',
  dining: 'decide.roomDining',
  office: 'decide.roomOffice',
  utility: 'decide.roomUtility',
  other: 'decide.roomOther',
};

/** "Freehold", "Share of freehold" */
export const tenureLabel = (tenure: Tenure) => i18n._(TENURE_KEYS[tenure]);

/** "Garden", "Air conditioning" */
export const featureLabel = (feature: ListingFeature) => i18n._(FEATURE_KEYS[feature]);

/** "Step-free access", "Accessible bathroom" */
export const accessibilityLabel = (feature: AccessibilityFeature) =>
  i18n._(ACCESSIBILITY_KEYS[feature]);

/** "Bedroom", "Living room" */
export const roomTypeLabel = (type: RoomType) => i18n._(ROOM_KEYS[type]);
