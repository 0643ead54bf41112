// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const koKR = {
  activation: {
    subject: '{brand} Backstage: 계정을 활성화하세요',
    greeting: '{name} 님, 안녕하세요.',
    body: '{brand} Backstage 계정을 만들어 주셔서 감사합니다. 아래 링크를 열어 계정을 활성화하세요. 링크는 24시간 동안 유효합니다.',
    action: '내 계정 활성화',
    code: '또는 다음 활성화 코드를 입력하세요: {code}',
    ignore: '이 계정을 만들지 않으셨다면 이 이메일은 무시하셔도 됩니다.',
  },
  passwordReset: {
    subject: '{brand} Backstage: 비밀번호를 재설정하세요',
    greeting: '{name} 님, 안녕하세요.',
    body: '{brand} Backstage 계정의 비밀번호 재설정 요청을 받았습니다. 아래 링크를 열어 새 비밀번호를 정하세요. 링크는 1시간 동안 유효합니다.',
    action: '내 비밀번호 재설정',
    code: '또는 다음 코드를 입력하세요: {code}',
    ignore: '요청하지 않으셨다면 비밀번호는 그대로 유지되며 이 이메일은 무시하셔도 됩니다.',
  },
  emailChange: {
    subject: '{brand} Backstage: 새 이메일 주소를 확인하세요',
    greeting: '{name} 님, 안녕하세요.',
    body: '아래 링크를 열면 이 주소를 {brand} Backstage 계정에 사용합니다. 그 전까지는 현재 주소로 로그인합니다. 링크는 24시간 동안 유효합니다.',
    action: '새 이메일 주소 확인',
    code: '또는 다음 코드를 입력하세요: {code}',
    ignore: '이 변경을 요청하지 않으셨다면 이 이메일은 무시하셔도 됩니다.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: 이메일 주소 변경 안내',
    greeting: '{name} 님, 안녕하세요.',
    body: '{brand} Backstage 계정의 이메일 주소를 {newEmail}(으)로 변경해 달라는 요청이 있었습니다. 새 주소에서 확인해야 변경이 적용됩니다.',
    action: 'Backstage로 이동',
    code: '',
    ignore: '본인이 요청하지 않았다면 지금 바로 비밀번호를 변경하고 고객 지원팀에 문의하세요.',
  },
  newDevice: {
    subject: '{brand} Backstage: {device}에서 새 로그인',
    greeting: '{name} 님, 안녕하세요.',
    body: '최근 90일 동안 사용하지 않은 기기와 장소에서 {brand} Backstage 계정에 방금 로그인했습니다: {place}의 {device}, {time}. 본인이라면 아무것도 하지 않으셔도 됩니다.',
    action: '본인이 아닙니다: 모든 곳에서 로그아웃하고 비밀번호 재설정',
    code: '',
    ignore:
      '링크는 7일 동안 유효합니다. 링크를 열면 계정의 모든 세션이 로그아웃되고 비밀번호 재설정 이메일이 발송됩니다.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: 계정에 패스키가 추가되었습니다',
    greeting: '{name} 님, 안녕하세요.',
    body: '{time}에 {device}에서 {brand} Backstage 계정에 ‘{passkey}’(이)라는 패스키가 추가되었습니다. 패스키로는 비밀번호나 2단계 로그인 코드 없이 로그인할 수 있습니다. 본인이라면 아무것도 하지 않으셔도 됩니다.',
    action: '본인이 아닙니다: 모든 곳에서 로그아웃하고 비밀번호 재설정',
    code: '',
    ignore:
      '링크는 7일 동안 유효합니다. 링크를 열면 계정의 모든 세션이 로그아웃되고 비밀번호 재설정 이메일이 발송됩니다. 그런 다음 설정의 보안 탭에서 패스키를 삭제하세요.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: 2단계 로그인이 꺼졌습니다',
    greeting: '{name} 님, 안녕하세요.',
    body: '{time}에 {device}에서 {brand} Backstage 계정의 2단계 로그인이 꺼졌습니다. 이제 비밀번호만으로 로그인할 수 있습니다. 본인이라면 아무것도 하지 않으셔도 됩니다.',
    action: '본인이 아닙니다: 모든 곳에서 로그아웃하고 비밀번호 재설정',
    code: '',
    ignore:
      '링크는 7일 동안 유효합니다. 링크를 열면 계정의 모든 세션이 로그아웃되고 비밀번호 재설정 이메일이 발송됩니다.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: 2단계 로그인이 켜졌습니다',
    greeting: '{name} 님, 안녕하세요.',
    body: '{time}에 {device}에서 {brand} Backstage 계정의 2단계 로그인이 켜졌습니다. 이제 로그인할 때 해당 인증 앱의 코드도 필요합니다. 본인이라면 아무것도 하지 않으셔도 됩니다.',
    action: '본인이 아닙니다: 모든 곳에서 로그아웃하고 해당 인증 앱을 제거한 뒤 비밀번호 재설정',
    code: '',
    ignore:
      '링크는 7일 동안 유효합니다. 링크를 열면 계정의 모든 세션이 로그아웃되고, 이 2단계 로그인과 복구 코드가 해제되며, 비밀번호 재설정 이메일이 발송됩니다.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: 계정에서 패스키가 삭제되었습니다',
    greeting: '{name} 님, 안녕하세요.',
    body: '{time}에 {device}에서 {brand} Backstage 계정의 ‘{passkey}’(이)라는 패스키가 삭제되었습니다. 이 패스키로는 더 이상 로그인할 수 없습니다. 본인이라면 아무것도 하지 않으셔도 됩니다.',
    action: '본인이 아닙니다: 모든 곳에서 로그아웃하고 비밀번호 재설정',
    code: '',
    ignore:
      '링크는 7일 동안 유효합니다. 링크를 열면 계정의 모든 세션이 로그아웃되고 비밀번호 재설정 이메일이 발송됩니다.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: 계정의 새 복구 코드가 발급되었습니다',
    greeting: '{name} 님, 안녕하세요.',
    body: '{time}에 {device}에서 {brand} Backstage 계정의 2단계 로그인 복구 코드가 새로 발급되었습니다. 이전 코드는 더 이상 사용할 수 없습니다. 본인이라면 아무것도 하지 않으셔도 됩니다.',
    action: '본인이 아닙니다: 모든 곳에서 로그아웃하고 비밀번호 재설정',
    code: '',
    ignore:
      '링크는 7일 동안 유효합니다. 링크를 열면 계정의 모든 세션이 로그아웃되고 비밀번호 재설정 이메일이 발송됩니다.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: 계정이 삭제되었습니다',
    greeting: '{name} 님, 안녕하세요.',
    body: '{time}에 {brand} Backstage 계정이 프로필, 등록 제품, 설정과 함께 삭제되었습니다. 계정의 모든 세션이 종료되었습니다.',
    action: '본인이 아닙니다: 고객 지원팀에 문의',
    code: '',
    ignore:
      '본인이라면 아무것도 하지 않으셔도 됩니다. 삭제된 계정은 복구할 수 없지만, 고객 지원팀이 경위를 확인하고 다시 시작하실 수 있도록 도와드립니다.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: 누군가 {product}을(를) 양도하려고 합니다',
    greeting: '안녕하세요.',
    body: '자신을 ‘{sender}’(이)라고 소개한 {brand} Backstage 회원(본인이 입력한 이름으로, 당사가 확인하지 않았습니다)이 {product}(시리얼 번호 {serial})을(를) 등록 정보와 보증과 함께 고객님께 양도하려고 합니다. 아래 링크를 열어 제품을 확인하고 My Gear로 받으세요. 아직 {brand} Backstage 계정이 없다면 진행 중에 만들 수 있습니다. 이 제안은 {date}까지 유효합니다.',
    action: '제품 확인 후 받기',
    code: '다음 코드를 입력하라는 안내가 표시됩니다: {code}',
    ignore: '이 사람을 모르거나 제품을 받지 않으려면 이 이메일을 무시하세요. 아무것도 바뀌지 않습니다.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: {product}의 새 소유자가 정해졌습니다',
    greeting: '{name} 님, 안녕하세요.',
    body: '양도하신 {product}(시리얼 번호 {serial})이(가) {date}에 수락되었습니다. 이 제품은 My Gear에서 빠졌으며 보증도 함께 넘어갔습니다.',
    action: 'My Gear로 이동',
    code: '',
    ignore: '이 제품을 양도하지 않으셨다면 고객 지원팀에 문의하세요.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: {product}의 보증이 {date}에 만료됩니다',
    greeting: '{name} 님, 안녕하세요.',
    body: '고객님의 {product}(시리얼 번호 {serial}) 보증이 {date}에 만료됩니다. 문제가 있다면 그 전에 수리를 요청하세요.',
    action: 'My Gear에서 보기',
    code: '',
    ignore:
      '계정에서 이메일 수신을 허용하셨기 때문에 이 이메일을 보내 드립니다. 이메일 수신은 설정에서 끌 수 있습니다.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: 다른 계정이 회원님의 {product} 제품을 등록했습니다',
    greeting: '{name} 님, 안녕하세요.',
    body: '{date}에 다른 {brand} Backstage 계정이 회원님 명의로 등록된 {product} 제품(시리얼 번호 {serial})을 등록했습니다. 이 제품은 계속 회원님의 것입니다. 등록 정보와 보증은 그대로이며, 상대 계정에는 회원님이 누구인지 알리지 않았습니다. 지원팀이 소유자를 확인한 뒤 연락드릴 수 있습니다.',
    action: 'My Gear에서 보기',
    code: '',
    ignore:
      '이 제품을 판매하거나 양도하셨다면 My Gear에서 넘겨주거나 등록을 해제해 주세요. 아직 가지고 계시다면 따로 하실 일은 없습니다.',
  },
} satisfies CultureMailTexts;
