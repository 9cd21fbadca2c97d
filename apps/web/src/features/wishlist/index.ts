/** What other features may use of the wishlist (docs/decisions/020). */
export { useAddToWishlist } from './api/add-to-wishlist';
export { wishlistQueryOptions } from './api/get-wishlist';
export { useRemoveFromWishlist } from './api/remove-from-wishlist';
