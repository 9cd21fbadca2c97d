/**
 * Pictures for the demo data, drawn here as SVG and rasterised with sharp, so the demo needs
 * no download and no installed font. Every picture is a function of its inputs alone: the
 * same demo generates the same bytes, and content-addressed storage keeps each once.
 */
export { avatarSvg } from './avatar';
export { houseSvg, type HouseDrawing, type HouseStyle } from './house';
export { renderPng } from './render';
export { roomSvg, type RoomDrawing, type RoomKind } from './rooms';
export { THEME_NAMES, type ThemeName } from './room-themes';
export { floorPlanSvg, type FloorPlanDrawing } from './floor-plan';
