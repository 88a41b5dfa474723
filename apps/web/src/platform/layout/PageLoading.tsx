import { LoadingText } from '../feedback/LoadingText';

/** Spec §2.8: "Đang tải" followed by up to three dots, cycling over 3 seconds. */
export function PageLoading() {
  return (
    <div style={{ padding: '4em 1em', textAlign: 'center', color: '#8c8c8c' }}>
      <LoadingText />
    </div>
  );
}
