import { VendorListing } from './vendor-listing.tsx';

/** /ds88: the DS88 vendors. */
export default function Ds88ListingPage() {
  return <VendorListing category="DS88" />;
}
