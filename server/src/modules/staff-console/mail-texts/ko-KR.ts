// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const koKR = {
  resetTwoStep: {
    subject: '{brand} 고객 지원팀이 2단계 로그인을 재설정했습니다',
    done: '요청에 따라 {brand} 고객 지원팀이 계정의 2단계 로그인을 껐습니다. 인증 앱과 복구 코드는 더 이상 사용할 수 없습니다. 설정의 보안 탭에서 2단계 로그인을 다시 켜 주세요.',
  },
  removePasskey: {
    subject: '{brand} 고객 지원팀이 계정에서 패스키를 삭제했습니다',
    done: '요청에 따라 {brand} 고객 지원팀이 계정에서 ‘{passkey}’ 패스키를 삭제했습니다.',
  },
  signOutEverywhere: {
    subject: '{brand} 고객 지원팀이 모든 곳에서 로그아웃했습니다',
    done: '요청에 따라 {brand} 고객 지원팀이 모든 기기에서 계정을 로그아웃했습니다. 비밀번호로 다시 로그인해 주세요.',
  },
  frame: {
    greeting: '{name} 님, 안녕하세요.',
    reason: '사유: {reason}',
    notYou: '본인이 요청하지 않았다면 비밀번호를 변경하고 고객 지원팀에 문의하세요.',
    action: '보안 설정 열기',
    signature: '{brand} 고객 지원팀',
  },
} satisfies CultureStaffMailTexts;
