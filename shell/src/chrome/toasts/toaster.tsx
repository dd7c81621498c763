import styled from '@emotion/styled';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useToastStore } from './toast-store';

const StyledViewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: 420px;
  max-height: 100vh;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
`;

const StyledRoot = styled(ToastPrimitive.Root)<{ variant: 'default' | 'destructive' }>`
  position: relative;
  display: grid;
  gap: 4px;
  padding: 14px 40px 14px 16px;
  border-radius: 10px;
  border: 1px solid ${(p) => (p.variant === 'destructive' ? 'var(--lo-danger)' : 'var(--lo-border)')};
  background: ${(p) => (p.variant === 'destructive' ? 'var(--lo-danger-soft)' : 'var(--lo-surface)')};
  color: var(--lo-fg);
  box-shadow: var(--lo-shadow);
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const StyledTitle = styled(ToastPrimitive.Title)`
  font-weight: 700;
`;

const StyledClose = styled(ToastPrimitive.Close)`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 28px;
  height: 28px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 6px;
  background: transparent;
  cursor: pointer;
`;

/** The shell's toasts (Radix, loaded with the first toast): one at a time, 5 s, swipe right to dismiss, F8 focuses the region. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {toasts.map((t) => (
        <StyledRoot
          key={t.id}
          variant={t.variant}
          open={t.open}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          data-testid="toast"
          data-variant={t.variant}
        >
          <StyledTitle>{t.title}</StyledTitle>
          {t.description ? <ToastPrimitive.Description>{t.description}</ToastPrimitive.Description> : null}
          {t.action ? (
            <ToastPrimitive.Action altText={t.action.label} asChild>
              <Link to={t.action.href}>{t.action.label}</Link>
            </ToastPrimitive.Action>
          ) : null}
          <StyledClose aria-label="Dismiss notification">
            <X size={16} aria-hidden="true" />
          </StyledClose>
        </StyledRoot>
      ))}
      <StyledViewport hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
