// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const koKR: SupportMailFields = {
  receivedSubject: '{brand} 고객 지원: 문의 #{id}을(를) 접수했습니다',
  answerSubject: '{brand} 고객 지원: 문의 #{id}에 대한 답변',
  greeting: '{name} 님, 안녕하세요.',
  received: '{brand} 고객 지원에 문의해 주셔서 감사합니다. 문의 #{id} ‘{subject}’을(를) 접수했습니다.',
  promiseWorking:
    '영업시간 기준 48시간 이내(월~목 9:00~17:00, 금 9:00~16:30)에 답변드리는 것을 목표로 합니다.',
  promiseAcknowledge: '부품 주문은 72시간 이내에 접수 확인을 드립니다.',
  answered: '고객 지원팀이 문의 #{id} ‘{subject}’에 답변했습니다:',
  action: '내 문의 보기',
  signature: '{brand} 고객 지원',
};
