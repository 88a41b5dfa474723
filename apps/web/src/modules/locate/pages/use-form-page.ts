import { useNavigate } from 'react-router';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { useLocateTexts } from '../locales';
import { locatePaths } from '../paths';

/** What an area or zone form page uses: texts, contract messages, navigation (and back to the list). */
export function useFormPage() {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const toList = () => void navigate(localePath(locatePaths.list));
  return { texts, messageText, navigate, localePath, toList };
}
