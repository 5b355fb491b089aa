import { VendorListing } from './vendor-listing.tsx';

/** /sports: the Sports vendors. */
export default function SportsListingPage() {
  return <VendorListing category="SPORTS" />;
}
