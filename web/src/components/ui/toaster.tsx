import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/**
 * One toast at a time (spec: limit 1), shown for 5 s. At the top, centred: a dialog keeps its
 * buttons at its foot, where a toast after Save or Retry would cover them; and a 20rem toast
 * centred like every dialog stays clear of the close button in a dialog's corner. A phone's dialog
 * fills the screen, so there the toast leaves that corner free (the larger right offset).
 */
export const toaster = createToaster({
  placement: 'top',
  offsets: { top: '1rem', bottom: '1rem', left: '1rem', right: '3.5rem' },
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster}>
        {(toast) => (
          <Toast.Root
            width={{ md: '20rem' }}
            data-testid="toast"
            // The default success and error greens and reds are too light for white text (WCAG AA).
            css={{ '&[data-type=success]': { bg: 'green.700' }, '&[data-type=error]': { bg: 'red.700' } }}
          >
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
