/**
 * What a quote document says besides its figures: who sells (entity, address, contact), on what
 * terms (payment, delivery as an Incoterms rule, warranty) and who signs for the seller. Staff set
 * them in the admin panel's quote settings; each quote keeps the terms it was sent with.
 */
export interface QuoteTerms {
  sellerName: string;
  /** Lines of the seller's postal address. */
  sellerAddress: string;
  /** Who the buyer writes or calls about the quote. */
  contact: string;
  paymentTerms: string;
  /** The Incoterms rule and its place, e.g. "DAP (Incoterms 2020), the ship-to address". */
  deliveryTerms: string;
  /** Where the warranty is stated. */
  warranty: string;
  signatoryName: string;
  signatoryTitle: string;
}

/** The terms until staff set their own: the Austin headquarters, sales, net 30, delivered to the site. */
export const DEFAULT_QUOTE_TERMS: Readonly<QuoteTerms> = {
  sellerName: 'Voltfield',
  sellerAddress: '300 W 6th Street, Suite 1900\nAustin, TX 78701',
  contact: 'Sales, sales@voltfield.dev',
  paymentTerms: 'Net 30 days from the invoice date',
  deliveryTerms: 'DAP (Incoterms 2020), the ship-to address above',
  warranty: "Each product carries its manufacturer's warranty, as its datasheet states",
  signatoryName: 'Voltfield Sales',
  signatoryTitle: 'Sales Operations',
};

/** Each field's label, as the settings form and the audit log name it. */
export const QUOTE_TERMS_LABELS: Readonly<Record<keyof QuoteTerms, string>> = {
  sellerName: 'Seller',
  sellerAddress: "Seller's address",
  contact: 'Contact',
  paymentTerms: 'Payment terms',
  deliveryTerms: 'Delivery terms (Incoterms)',
  warranty: 'Warranty',
  signatoryName: 'Signed for the seller by',
  signatoryTitle: "Signatory's title",
};

/** The longest each field may be: an address or a term takes a few lines, a name one. */
export const QUOTE_TERMS_MAX_LENGTHS: Readonly<Record<keyof QuoteTerms, number>> = {
  sellerName: 200,
  sellerAddress: 500,
  contact: 200,
  paymentTerms: 500,
  deliveryTerms: 500,
  warranty: 500,
  signatoryName: 100,
  signatoryTitle: 100,
};
