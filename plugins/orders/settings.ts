/**
 * The orders plugin's settings, shared by its browser half and its server half (which reads the
 * site's published public settings: what it charges is what the site published).
 */
import type { PluginSettingsDescriptors } from '../define.ts';
import { label } from '@shared/i18n/label.ts';

export const ORDERS_SETTINGS = {
  public: {
    productsCollection: {
      type: 'text',
      label: label(
        'Products collection (its id: the records orders are priced and stocked from)',
        'Collection des produits (son id : les fiches qui donnent prix et stock)',
      ),
      required: true,
    },
    nameField: { type: 'text', label: label('Name field', 'Champ du nom'), default: 'Name' },
    variantField: {
      type: 'text',
      label: label(
        'Field written after the name on order lines (size, colour…; empty: none)',
        'Champ écrit après le nom sur les lignes de commande (taille, couleur… ; vide : aucun)',
      ),
    },
    priceField: {
      type: 'text',
      label: label('Price field (whole cents)', 'Champ du prix (en centimes)'),
      default: 'PriceCents',
    },
    stockField: {
      type: 'text',
      label: label('Stock field (empty: no stock kept)', 'Champ du stock (vide : pas de stock)'),
      default: 'Stock',
    },
    currency: {
      type: 'text',
      label: label('Currency (ISO code)', 'Devise (code ISO)'),
      default: 'zar',
    },
    moneyLocale: {
      type: 'text',
      label: label('Locale of amounts in mails', 'Langue des montants dans les e-mails'),
      default: 'en-ZA',
    },
    deliveryFeeFormula: {
      type: 'text',
      label: label(
        'Delivery fee: a site formula called with the subtotal in cents (empty: none)',
        'Frais de livraison : une formule du site appelée avec le sous-total en centimes (vide : aucun)',
      ),
    },
    successPage: {
      type: 'page',
      label: label('Order page after payment', 'Page de la commande après paiement'),
    },
    cancelPage: {
      type: 'page',
      label: label('Page when payment is cancelled', 'Page si le paiement est annulé'),
    },
    staffRole: {
      type: 'text',
      label: label(
        'Role of staff who see every order',
        'Rôle de l’équipe qui voit toutes les commandes',
      ),
      default: 'admin',
    },
    referencePrefix: {
      type: 'text',
      label: label('Order reference prefix', 'Préfixe des références de commande'),
      default: 'ORD',
    },
    maxQuantity: {
      type: 'number',
      label: label('Most of one product per order', 'Quantité maximale d’un produit par commande'),
      default: 20,
    },
    holdMinutes: {
      type: 'number',
      label: label(
        'Minutes stock is held while the shopper pays (30 to 1440)',
        'Minutes de réservation du stock pendant le paiement (30 à 1440)',
      ),
      default: 30,
    },
    offers: {
      type: 'json',
      label: label(
        'Offers beside the cart, by name: { "type": …, "referencePrefix"?, "fulfil"?: a plugin } (see the orders plugin’s CONTEXT.md)',
        'Offres à côté du panier, par nom : { "type": …, "referencePrefix"?, "fulfil"? : un plugin } (voir le CONTEXT.md du plugin des commandes)',
      ),
    },
  },
  private: {},
} as const satisfies PluginSettingsDescriptors;
