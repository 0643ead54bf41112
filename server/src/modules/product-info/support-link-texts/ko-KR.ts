// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const koKR: SupportLinkTexts = {
  product_support: { title: '제품 문의하기', description: '{name}에 대해 제품 전문가에게 질문을 보내세요.' },
  service_request: {
    title: '서비스·수리 요청',
    description: '{name}의 서비스를 예약하세요. 영업시간 기준 48시간 이내에 답변드립니다.',
  },
  repair_status: {
    title: '수리 진행 상황 확인',
    description: '예약하신 수리가 어디까지 진행되었는지 확인하세요.',
  },
  dw_product_support: { title: 'DW 제품 지원', description: '{name}의 세팅, 튜닝, 하드웨어에 관한 문의.' },
  dwe_product_support: {
    title: 'DWe·DW Soundworks 지원',
    description: 'DWe 키트와 앱, DW Soundworks 라이브러리에 관한 도움말.',
  },
  dw_brands_product_support: { title: '제품 지원', description: 'DW 패밀리 브랜드의 {name}에 관한 문의.' },
  dw_service_inquiry: { title: '반품·수리·보증', description: '반품, 수리 또는 보증 청구를 시작하세요.' },
  dw_order_support: { title: '주문 지원', description: '주문하신 내역에 관한 문의.' },
  contact_us: { title: 'Roland Cloud에 문의하기', description: '결제, 악기 또는 그 밖의 모든 문의.' },
  cloud_account: { title: '멤버십', description: '플랜, 결제 내역, 활성화 키.' },
  my_gear: {
    title: '{name} 등록하기',
    description: '등록한 제품은 시리얼 번호 및 구입일과 함께 My Gear에 표시됩니다.',
  },
};
