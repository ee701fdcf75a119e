import SmbSalesListPage from './SmbSalesListPage';

/** support/smb-sales: the sales-support board (its list page is the same board). */
export default function SmbSalesPage() {
  return <SmbSalesListPage />;
}
