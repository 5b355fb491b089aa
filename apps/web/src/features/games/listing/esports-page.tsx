import { VendorListing } from './vendor-listing.tsx';

/** /esports: the E-sports vendors. */
export default function EsportsListingPage() {
  return <VendorListing category="ESPORTS" />;
}
