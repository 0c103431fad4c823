#pragma once

#include "common/currency.h"
#include "core/api/apierror.h"
#include "core/api/apiresult.h"
#include "core/api/instancefacets.h"
#include "core/model/account.h"
#include "core/model/catalog.h"
#include "core/model/instance.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

/// Compshare's answers in gpudesk's model: zones as regions, machine types as cards, images,
/// instances on the lifecycle, yuan into fen, and its RetCodes (every answer is HTTP 200, a refusal
/// is a RetCode other than 0) onto gpudesk's error codes.
namespace CompshareCodecs {

/// A whole number as the API gives it (a JSON number, or a number as text).
int intOf(const QJsonValue &v);
/// Yuan, counted in fen.
Currency currency();
/// A yuan figure (a JSON number, or a number as text) to the nearest fen.
Money yuan(const QJsonValue &value);
/// A time as the API gives it (Unix seconds, as a number or as text); nothing for 0 or none.
std::optional<QDateTime> unixTime(const QJsonValue &value);

/// A value gpudesk itself refuses before sending (`field`, in the contract's names), said as the
/// platform's own invalid_argument would be.
ApiError invalidField(const QString &field, const QString &reason);
/// No instance `id` on the platform.
ApiError notFound(const QString &id);
/// A quota refusal with what the account's level allows (`max_instances`, with `instances` made) and
/// what the next level allows (`next_level_max`): Compshare caps instances at 1 before the first
/// recharge, then 5, 20, 50 and 100 by level.
ApiError withLevelQuota(ApiError refusal, int instances);
/// A call whose answer was lost on the way (the network, a gateway's 5xx): it may have been carried out.
bool answerLost(const ApiError &error);
/// Answers of several calls made at once, handed on together once the last is in (or the first
/// error, once).
template <typename T> struct Gathered
{
    QList<T> values;
    int waiting = 0;
    bool failed = false;
};

/// The refusal in an answer (a RetCode other than 0), as gpudesk's error; nullopt for a success.
std::optional<ApiError> refusal(int status, const QJsonObject &body);
/// An answer with an HTTP error status (a gateway's, a proxy's).
ApiError decodeError(int status, const QByteArray &body);
/// Whether an error says the platform does not take the key pair (a bad signature, an unknown
/// public key): the session is over.
bool rejectsKeys(const ApiError &error);

/// A zone where instances are made (gpudesk's region): `region` is what every call's Region is.
struct Zone
{
    QString region; ///< "cn-wlcb"
    QString zone; ///< "cn-wlcb-01"
    QString name; ///< "乌兰察布A"
    int zoneId = 0; ///< the number the GPU inventory is keyed by
    bool operator==(const Zone &) const = default;
};
ApiResult<QList<Zone>> zones(const QJsonObject &answer);
Region regionOf(const Zone &zone);

/// The CPU cores and memory (GB) a number of cards may be rented with.
struct MachineSize
{
    int gpus = 0;
    int cpus = 0;
    int memoryGb = 0;
    bool operator==(const MachineSize &) const = default;
};
/// CheckCompShareResourceCapacity's answer for `gpus` cards: the sizes with room now, smallest
/// first; nullopt where it names no size of that count (it tells nothing then).
std::optional<QList<MachineSize>> roomFor(const QJsonObject &answer, int gpus);
/// ListCompShareTeam's answer: the teams' ids in its order.
ApiResult<QStringList> teamIds(const QJsonObject &answer);
/// GetCompShareTeamInfo's answer: the team with its members (amounts in fen).
ApiResult<Team> team(const QJsonObject &answer);
/// The refusal of one member in a team call that otherwise succeeded (CreateCompShareTeamRelation's
/// ErrorMap, SetCompShareTeamAmount's FailedMembers: a map, or a JSON document of one in a string,
/// keyed by the member's id); nullopt where `id` is not in it.
std::optional<ApiError> memberRefusal(const QJsonValue &map, const QString &id);
/// A card on sale (or sold out) in a zone, with the sizes it comes in.
struct MachineType
{
    QString gpuType; ///< "4090", as calls name it
    QString zone;
    bool soldOut = false;
    int vramGb = 0;
    QList<MachineSize> sizes; ///< smallest first for each card count
    /// The smallest size with `gpus` cards; nullopt where it has none.
    std::optional<MachineSize> smallest(int gpus) const;
    bool operator==(const MachineType &) const = default;
};
ApiResult<QList<MachineType>> machineTypes(const QJsonObject &answer);
/// The card as the student knows it ("RTX 4090", "RTX 4090 48GB", "Tesla V100S 32GB").
QString cardName(const QString &gpuType);
/// The card's CUDA compute capability, 0 where gpudesk does not know the card.
double computeCapability(const QString &gpuType);
GpuType card(const MachineType &type, Money pricePerHour);
/// The card with its sizes, each priced whole from its GetCompShareInstancePrice answer; the card's
/// own prices are those of its smallest one-card size.
GpuType pricedCard(const MachineType &type, const QList<std::pair<MachineSize, QJsonObject>> &prices);
/// The same with the prices of GetCompShareInstancePrice's answer for every charge type: by the hour
/// (which must be there), and the day and the month where quoted.
GpuType card(const MachineType &type, const QJsonObject &prices);

/// The price of `chargeType` (Dynamic: an hour; Day; Month) in GetCompShareInstancePrice's answer:
/// the instance, its disks and its image together.
ApiResult<Money> price(const QJsonObject &answer, const QString &chargeType);
/// Cards free now per zone (its number or its name) from DescribeCompShareGpuInventory's answer, of
/// the pool asked for ("Exclusive" for on demand, "Spot").
ApiResult<QHash<QString, QHash<QString, int>>> inventory(const QJsonObject &answer, const QString &pool);

/// The images of an ImageSet that can be used now (Available); `type` the kind a list holds where its
/// entries do not say (DescribeCompShareCustomImages': "Custom").
/// DescribeCommunityImages's answer: each group's newest version on line, free ones only (a paid one
/// adds its price to every hour, which the meter would not see).
ApiResult<QList<Image>> communityImages(const QJsonObject &answer);
ApiResult<QList<Image>> images(const QJsonObject &answer, const QString &type = {});
/// Why the platform failed to make image `id` (its FailedReason), empty where it does not say.
QString imageFailure(const QJsonObject &answer, const QString &id);

/// The charge type a billing mode is rented with, and back.
QString chargeType(BillingMode mode);
WireEnum<BillingMode> billingMode(const QString &chargeType);
WireEnum<InstanceState> state(const QString &state);

/// An instance as DescribeCompShareInstance lists it (slug not yet given). Its boot's meter runs from
/// StartTime at its InstancePrice per hour.
Instance instance(const QJsonObject &o);
/// The password the platform gave the instance (sent Base64-encoded), empty where none.
QString password(const QJsonObject &o);
struct InstancePage
{
    QList<Instance> items;
    QList<QJsonObject> raw;
    int total = 0;
};
ApiResult<InstancePage> instances(const QJsonObject &answer);

/// The project calls on an account's instances name (GetProjectList: the default one, else the first).
ApiResult<QString> projectId(const QJsonObject &answer);
/// GetCompShareInstanceMonitor's readings: each instance's busiest card and its cores, the latest
/// minute's highest figures.
ApiResult<QList<InstanceLoad::Reading>> loads(const QJsonObject &answer);

} // namespace CompshareCodecs
