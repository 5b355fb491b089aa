import { VendorListing } from './vendor-listing.tsx';

/** /elott: the E-lottery vendors. */
export default function ElottListingPage() {
  return <VendorListing category="ELOTT" />;
}
