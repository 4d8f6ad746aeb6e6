import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminDashboardDelayMs } from '../utils/demo-messages';
import { paths } from '@bridal/shared/web/page-paths';

/** 'View Your Admin Dashboard': 'Preparing Your Dashboard' for 3 s, then the admin demo with hotspots. */
export function AdminDashboardButton() {
  const navigate = useNavigate();
  const [preparing, setPreparing] = useState(false);
  useEffect(() => {
    if (!preparing) return undefined;
    const timer = setTimeout(() => navigate(paths.demo.adminDashboard), adminDashboardDelayMs);
    return () => clearTimeout(timer);
  }, [preparing, navigate]);
  return (
    <Button
      colorPalette="brand"
      onClick={() => setPreparing(true)}
      loading={preparing}
      loadingText="Preparing Your Dashboard"
      width={{ base: 'full', sm: 'auto' }}
    >
      View Your Admin Dashboard
    </Button>
  );
}
