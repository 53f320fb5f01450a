import Container from 'react-bootstrap/Container';
import '@/shared/components/staffBootstrap.scss';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/shared/store/hooks';
import { AuditLog } from '@/features/accounts/AuditLog';
import { OwnAccount } from '@/features/accounts/OwnAccount';
import { UserManagement } from '@/features/accounts/UserManagement';
import { AdminTabs } from '@/features/admin/AdminTabs';
import { mayOpenTab, tabsFor } from '@/features/admin/adminTabList';
import { AnalyticsPanel } from '@/features/admin/AnalyticsPanel';
import { LogoutButton } from '@/features/admin/LogoutButton';
import { adminMessages } from '@/features/admin/messages';
import { SettingsPanel } from '@/features/admin/SettingsPanel';
import { StorageNotices } from '@/features/admin/StorageNotices';
import { createArticle } from '@/features/content/contentQueue';
import { FeedbackInbox } from '@/features/feedbackInbox/FeedbackInbox';
import { SubscribersPanel } from '@/features/subscribers/SubscribersPanel';
import { ContentManager } from '@/features/content/ContentManager';
import { publishGeneratedDrafts } from '@/features/generator/draftPublishing';
import { GeneratorPanel } from '@/features/generator/GeneratorPanel';
import { useT } from '@/shared/i18n/useT';
import { RequireStaff } from '@/features/session/RequireStaff';
import { useChangeOwnPasswordMutation, useSignOutMutation } from '@/features/session/sessionApi';
import { PATHS } from '@/shared/site/paths';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { Toaster } from '@/features/toasts/Toaster';
import { useGuideStarts } from '@/compose/guideStarts';

/**
 * The staff dashboard at /admin (SPEC §2), behind the staff guard: every staff role may enter; the tabs
 * are the ones the role may see, and a `?tab=` it may not see goes to /unauthorized (SPEC §4).
 */
export function AdminRoute() {
  const [searchParams] = useSearchParams();
  return (
    <RequireStaff allows={(role) => mayOpenTab(role, searchParams.get('tab'))}>
      <Dashboard />
    </RequireStaff>
  );
}

function Dashboard() {
  const navigate = useNavigate();
  // The UI's session ends whatever the server answers (sessionApi.ts).
  const [signOut, signingOut] = useSignOutMutation();
  const [changeOwnPassword] = useChangeOwnPasswordMutation();
  const t = useT(adminMessages);
  const guideStarts = useGuideStarts();
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // The staff effects load with the staff area, not with every public page.
  useEffect(() => {
    return publishGeneratedDrafts(dispatch, (article) => createArticle(store, article, 'generator'));
  }, [dispatch, store]);
  // The mutation answers rather than throws, and the router shows a failed move itself: the sign-out
  // button waits for neither.
  async function signOutAndLeave(everywhere: boolean) {
    await signOut({ everywhere });
    await navigate(PATHS.login);
  }
  return (
    <Container fluid="xl" className="py-4">
      <div className="admin-title-row mb-1">
        <h1 className="h2 mb-0">{t('dashboard.title')}</h1>
        <LogoutButton busy={signingOut.isLoading} onLogout={() => void signOutAndLeave(false)} />
      </div>
      {user && <p className="lead mb-1">{t('dashboard.greeting', { name: user.name })}</p>}
      <p className="text-body-secondary mb-4">{t('dashboard.intro')}</p>
      <StorageNotices />
      <AdminTabs
        tabs={user ? tabsFor(user.role) : []}
        panels={{
          analytics: <AnalyticsPanel />,
          content: <ContentManager guideStarts={guideStarts} />,
          feedback: <FeedbackInbox />,
          subscribers: <SubscribersPanel />,
          generator: <GeneratorPanel />,
          users: <UserManagement />,
          audit: <AuditLog />,
          settings: <SettingsPanel />,
          account: (
            <OwnAccount changePassword={changeOwnPassword} signOutEverywhere={() => signOutAndLeave(true)} />
          ),
        }}
      />
      <Toaster />
    </Container>
  );
}
