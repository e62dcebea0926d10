import { useQueryClient } from '@tanstack/react-query';
import { ConnectionBanner } from './connection-banner';
import { InstallPrompt } from './install-prompt';
import { UpdatePrompt } from './update-prompt';
import { useAppUpdate } from './use-app-update';
import { useConnectionNotice } from './use-connection-notice';
import { useInstallPrompt } from './use-install-prompt';

/**
 * Everything that makes Tandem an installable, offline-aware app: the service worker and its
 * update question, the install card and the connection banner. Mounted once inside the providers.
 */
export function PwaLayer() {
  const queryClient = useQueryClient();
  // "Data syncing..." is literal: everything on screen is fetched again, fresh or not.
  const connection = useConnectionNotice(() => void queryClient.invalidateQueries());
  const installPrompt = useInstallPrompt();
  const update = useAppUpdate();

  return (
    <>
      <ConnectionBanner notice={connection} />
      {/* Bottom cards sit above the phone tab bar (about 5rem) and stack when both show. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[80] flex flex-col items-center gap-3 px-4 pb-[calc(5rem+env(safe-area-inset-bottom))] md:pb-6">
        <UpdatePrompt update={update} />
        <InstallPrompt prompt={installPrompt} />
      </div>
    </>
  );
}
