import { SwitchField } from '../../../components/form/switch-field';

/** 'Send follow-ups automatically': a switch with what on and off mean under it. */
export function AutoSendSwitch({ name }: { name: string }) {
  return (
    <SwitchField
      name={name}
      label="Send follow-ups automatically"
      hint="Off: a consultant reviews each draft and clicks Send. On: drafts go out by themselves when they fall due (after the quiet hours), at most two per appointment."
    />
  );
}
