#pragma once

#include "common/currency.h"
#include "core/api/apiresult.h"
#include "core/model/billing.h"
#include "core/model/catalog.h"
#include "core/model/credentials.h"
#include "core/model/instance.h"

#include <QJsonObject>
#include <QList>

/// RunPod's REST API v2 (https://api.runpod.io/v2, camelCase JSON, RFC 9457 problem bodies) read
/// into gpudesk's model and written from it. Everything RunPod-shaped is here; RunPodPlatform only
/// sends and sequences. Money is US dollars counted in millionths (RunPod quotes rates such as
/// $0.165/h and bills fractions of a cent), so a rate is never rounded.
namespace RunPodCodecs {

/// US dollars, six decimals.
Currency currency();
/// A dollar figure as RunPod sends it (a JSON number), in millionths: exact for every figure with
/// up to six decimals, the nearest millionth beyond.
Money dollars(const QJsonValue &value);

/// A pod as an instance: PROVISIONING → creating, STARTING → starting, RUNNING → running, EXITED →
/// stopped, ERROR → failed, TERMINATED → released. `slug` is left empty (see pods()).
ApiResult<Instance> pod(const QJsonObject &json);
/// {"pods": […]}, each with a slug of its name, unique in the list.
ApiResult<QList<Instance>> pods(const QJsonObject &json);

/// {"gpus": […]}: the cards of the secure cloud (where gpudesk creates pods), priced per GPU.
ApiResult<QList<GpuType>> gpuTypes(const QJsonObject &json);
/// The same list read with include=AVAILABILITY: one Stock per card and data centre, with its level.
ApiResult<QList<Stock>> stock(const QJsonObject &json);
/// {"dataCenters": […]} as regions ("EU-RO-1", located "Europe").
ApiResult<QList<Region>> regions(const QJsonObject &json);
/// {"templates": […]}: the pod templates that can start a GPU pod, as images.
ApiResult<QList<Image>> templates(const QJsonObject &json);

ApiResult<Volume> volume(const QJsonObject &json);
/// {"networkVolumes": […]}; `pods` (may be empty) says which instance mounts each.
ApiResult<QList<Volume>> volumes(const QJsonObject &json, const QList<Instance> &pods);

/// {"keys": ["ssh-ed25519 AAAA… comment", …]}: the lines as sent.
ApiResult<QStringList> sshKeyLines(const QJsonObject &json);
/// Those lines as keys: the id is the key's fingerprint (RunPod gives keys no id), the name its
/// comment. A line that does not parse is kept, with its text as its name, so it can be removed.
QList<SshKey> sshKeys(const QStringList &lines);

/// {"records": [PodBillingRecord…], "metadata": {…}} as ledger lines, newest first: one per pod
/// and bucket, kind "compute".
ApiResult<LedgerPage> ledger(const QJsonObject &json);
/// The same records summed per bucket and pod.
ApiResult<Usage> usage(const QJsonObject &json, const QString &bucket);
/// What the records of {"records", "metadata"} add up to (metadata.totals.totalAmount).
ApiResult<Money> total(const QJsonObject &json);

/// The body of POST /v2/pods for `spec`: a secure-cloud GPU pod in the region asked for, with SSH
/// started from the account's keys and 22/tcp published for a direct connection.
QJsonObject encode(const InstanceSpec &spec);

/// An error answer as gpudesk's error: 400 capacity → out_of_stock (RunPod says so only in words),
/// other 400 and 422 → invalid_argument, 401 → unauthenticated, 402 → insufficient_balance, 403 →
/// forbidden, 404 → not_found, 409 → conflict, 429 → too_many_attempts, 5xx → server_error.
ApiError decodeError(int status, const QByteArray &body);
/// Whether a 400's words say that nothing could be placed (no capacity), not that the request broke
/// a rule.
bool saysNoCapacity(const QString &detail);

} // namespace RunPodCodecs
