#pragma once

#include "common/currency.h"
#include "core/api/apiresult.h"
#include "core/model/billing.h"
#include "core/model/catalog.h"
#include "core/model/credentials.h"
#include "core/model/instance.h"
#include "core/model/webhook.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QUrlQuery>

#include <optional>

/// Vast.ai's REST API (https://console.vast.ai/api/v0 and v1, as its OpenAPI document describes it)
/// read into gpudesk's model and written from it: offers, instances, keys, the account's balance
/// and the error bodies. Everything Vast-shaped is here; the platform only sends and sequences.
/// Money is US dollars in millionths (UsDollars), as Vast prices disks in fractions of a cent.
namespace VastCodecs {

/// One page of GET /api/v1/instances: the instances (slugs not given: the platform gives them
/// once it has every page) and the token of the next page, if there is one.
struct InstancePage
{
    QList<Instance> items;
    std::optional<QString> nextToken;
};

/// The body of POST /api/v0/bundles for `query`: on-demand (or bid) offers that are rentable,
/// not rented already, cheapest first.
QJsonObject offerSearch(const OfferQuery &query);
/// {"offers": […]} (a single object is taken as a list of one, as the document's example has it).
ApiResult<QList<Offer>> offers(const QJsonObject &json);

/// A Vast instance as gpudesk's: its state from actual_status against intended_status (exited,
/// unknown or offline while meant to run never get to running: failed), its meter (the machine's
/// rate while it runs, its disk's while it is stopped), and SSH straight to the machine where a
/// port maps 22, else through Vast's proxy.
ApiResult<Instance> instance(const QJsonObject &json);
/// GET /api/v1/instances.
ApiResult<InstancePage> instancePage(const QJsonObject &json);
/// GET /api/v0/instances/{id}: {"instances": {…}}, one object under the plural key.
ApiResult<Instance> shownInstance(const QJsonObject &json);

/// The body of POST /api/v0/volumes/search: room for `sizeGb` on a machine in `countryCode`,
/// cheapest first. Its answer is read by offers(): a volume offer is a machine's disk, no card.
QJsonObject volumeSearch(const QString &countryCode, int sizeGb);
/// GET /api/v0/volumes: {"volumes": […]}, each named as Vast names it (V.<id>), in its machine's
/// country (the region), with the instance using it and what it costs a day (its hourly
/// storage_total_cost × 24).
ApiResult<QList<Volume>> volumes(const QJsonObject &json);
/// PUT /api/v0/volumes's answer, {"success": true, "volume_name": "V.20118481"}: the volume's id.
ApiResult<QString> rentedVolumeId(const QJsonObject &json);

/// GET /api/v0/ssh: the account's keys, a bare array.
ApiResult<QList<SshKey>> sshKeys(const QJsonArray &json);
/// POST /api/v0/ssh's answer: {"success": true, "key": {…, "public_key"}}.
ApiResult<SshKey> createdSshKey(const QJsonObject &json);

/// GET /api/v0/users/current: the balance, in dollars (Vast's credit).
ApiResult<Money> balance(const QJsonObject &json);

/// The query of GET /api/v0/charges for what was charged between `from` and `to` (Vast's `day`
/// range, in unix seconds, both required), a page of up to `limit` contracts after `after`.
QUrlQuery chargesQuery(const QDateTime &from, const QDateTime &to, const QString &after, int limit);
/// GET /api/v0/charges: each contract's charges by kind (gpu → compute, disk → storage, bwd and
/// bwu → bandwidth), one ledger line each, newest first, and the next page's token; a contract
/// without its breakdown is one line of its own.
ApiResult<LedgerPage> charges(const QJsonObject &json);

/// One page of GET /api/v1/invoices: the payments and the next page's token.
struct PaymentPage
{
    QList<Payment> items;
    std::optional<QString> nextToken;
};
/// The query of GET /api/v1/invoices for what was paid between `from` and `to` (its `when` range, in
/// unix seconds, required), up to `limit` after `after`.
QUrlQuery invoicesQuery(const QDateTime &from, const QDateTime &to, const QString &after, int limit);
/// GET /api/v1/invoices: each invoice a Payment, its sign turned to the account's (Vast writes a
/// top-up charged to a card as negative: it is money into the account).
ApiResult<PaymentPage> invoices(const QJsonObject &json);

/// GET /api/v0/notification-types: the renter's own (context "client"; the "host" ones are for those
/// who rent machines out), with Vast's display names.
ApiResult<QList<WebhookEvent>> notificationTypes(const QJsonObject &json);
/// GET /api/v0/webhooks: each NotificationWebhook as a Webhook in Vast's own JSON (format json), with
/// no balance threshold of its own.
ApiResult<QList<Webhook>> webhooks(const QJsonObject &json);
/// POST /api/v0/webhooks's answer: {"webhook": {…, "webhook_secret"}}.
ApiResult<WebhookCreated> createdWebhook(const QJsonObject &json);
/// POST /api/v0/webhooks/{id}/test's answer ({"success": true, "msg"}): Vast sends the test before
/// it answers, so it is a delivery that arrived, said in Vast's words, at `at`.
WebhookDelivery testDelivery(const QJsonObject &json, const QDateTime &at);

/// Vast answers some refusals with 200 and {"success": false, …}: that refusal, if it is one.
std::optional<ApiError> refusal(int status, const QJsonObject &json);
/// A refusal's body (its several shapes: {success, error, msg}, {error, msg}, {success, msg},
/// {detail}) as an ApiError with gpudesk's code: a key Vast does not know (401, or its 404
/// "Invalid user key") is unauthenticated, an offer rented meanwhile out_of_stock, 429
/// too_many_attempts.
ApiError decodeError(int status, const QByteArray &body);

} // namespace VastCodecs
