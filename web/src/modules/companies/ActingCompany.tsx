import { Alert, Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { PLATFORM_ADMIN_ROLE, useSession } from '../../app/session';


/** A platform admin works inside one company at a time, carried by its token (docs/roles.md). */
export function usePlatformAdminCompany(): { isPlatformAdmin: boolean; companyName: string | null } {
  const { user, selectedComp } = useSession();
  const isPlatformAdmin = user?.roleId === PLATFORM_ADMIN_ROLE;
  const acting = isPlatformAdmin && user?.tenantId != null;
  return { isPlatformAdmin, companyName: acting ? (selectedComp?.name ?? `Company ${user?.tenantId}`) : null };
}

/** 'Acting in {company}' with a switch back to All Companies, so the platform admin always knows where it writes. */
export function ActingCompanyBanner() {
  const { isPlatformAdmin, companyName } = usePlatformAdminCompany();
  const navigate = useNavigate();
  if (!isPlatformAdmin || !companyName) return null;
  return (
    <Alert
      type="info"
      showIcon
      banner
      title={`Acting in ${companyName}`}
      action={
        <Button size="small" onClick={() => navigate('/admin/all-company')}>
          Switch company
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/** Where a screen works inside a company and none is open: a prompt instead of empty grids and failing buttons. */
export function OpenCompanyPrompt({ screen }: { screen: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title="Open a company first"
      subTitle={`${screen} works inside one company. Open a company from All Companies to act in it.`}
      extra={
        <Button type="primary" onClick={() => navigate('/admin/all-company')}>
          Go to All Companies
        </Button>
      }
    />
  );
}
