#include "core/doctor/creationdoctor.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {
QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &item : v.toArray())
        out << item.toString();
    return out;
}
} // namespace

CreationDoctor::Diagnosis CreationDoctor::ofRefusal(const ApiError &error, const Currency &currency)
{
    Diagnosis d;
    d.action = error.remedy();
    const QString field = error.details.value(u"field"_s).toString();
    const QString reason = error.details.value(u"reason"_s).toString();
    switch (d.action) {
    case ApiError::Remedy::ChooseAnotherRegionOrCard:
        d.kind = Kind::Stock;
        d.regions = strings(error.details.value(u"regions"_s));
        d.gpuTypes = strings(error.details.value(u"gpu_types"_s));
        d.verdict = tr("That card is out of stock here right now: nothing is wrong with your choices.");
        if (!d.regions.isEmpty())
            d.remedies << tr("Create it in %1, where it is free now.").arg(d.regions.join(tr(", ")));
        if (!d.gpuTypes.isEmpty())
            d.remedies << tr("Take a similar card here: %1.").arg(d.gpuTypes.join(tr(", ")));
        d.remedies << tr("Start it without a GPU now and with the GPU later: no-GPU mode needs no stock.");
        return d;
    case ApiError::Remedy::Verify:
    case ApiError::Remedy::ReleaseAnInstance:
        d.kind = Kind::AccountLevel;
        d.verdict = d.action == ApiError::Remedy::Verify
            ? tr("Your account's level does not allow this yet: the card needs real-name verification.")
            : tr("Your account keeps as many instances as it may.");
        d.remedies << (d.action == ApiError::Remedy::Verify
                           ? tr("Verify your real name (Security page); the review takes a few minutes, then "
                                "create it again.")
                           : tr("Release an instance you no longer need, or verify the account for a higher "
                                "quota."));
        return d;
    case ApiError::Remedy::Recharge:
    case ApiError::Remedy::RaiseSpendLimit:
        d.kind = Kind::Money;
        d.verdict = error.sentence(currency);
        d.remedies << (d.action == ApiError::Remedy::Recharge ? tr("Add money (Billing page), then try again.")
                                                              : tr("Raise or remove the spend limit (Billing page), "
                                                                   "or wait for tomorrow's."));
        return d;
    case ApiError::Remedy::CorrectInput:
        if (field == u"system_disk_gb"_s || field == u"image"_s || field == u"gpu_type"_s || field == u"data_disk_gb"_s
            || field == u"data_volume_id"_s || reason == u"incompatible"_s) {
            d.kind = Kind::Configuration;
            d.verdict = tr("The choices do not fit together: %1").arg(error.sentence(currency));
            if (field == u"system_disk_gb"_s)
                d.remedies << tr("Make the system disk at least as large as the image.");
            else if (reason == u"incompatible"_s || field == u"image"_s)
                d.remedies << tr("Choose an image whose CUDA drives the card (a newer CUDA for a newer card).");
            else
                d.remedies << tr("Change %1 in the create wizard.").arg(field);
            return d;
        }
        break;
    case ApiError::Remedy::Retry:
        d.kind = Kind::PlatformFault;
        d.verdict = tr("The platform failed, not your request: %1").arg(error.sentence(currency));
        d.remedies << tr("Try again in a minute.");
        return d;
    default:
        break;
    }
    d.kind = Kind::Other;
    d.verdict = error.sentence(currency);
    return d;
}

CreationDoctor::Diagnosis CreationDoctor::ofQueue(const Instance &instance)
{
    const QueueWait wait = instance.queue.value_or(QueueWait{});
    const QString &why = wait.reason;
    const auto is = [&](std::initializer_list<const char *> words) {
        for (const char *w : words) {
            if (why.startsWith(QLatin1StringView(w)))
                return true;
        }
        return false;
    };
    Diagnosis d;
    const QString name = instance.name;
    if (why.isEmpty() || why == u"None"_s) {
        d.verdict = tr("%1 waits in the cluster's queue; the scheduler has not looked at it yet.").arg(name);
        d.remedies << tr("Wait a few seconds: the scheduler says why at its next pass.");
    } else if (is({"Resources"})) {
        d.kind = Kind::Stock;
        d.verdict = tr("%1 waits for cards: every card it can use is busy with other jobs.").arg(name);
        d.remedies << tr("Wait: it starts as soon as the cards are free.")
                   << tr("Or ask for fewer cards, another card or another partition (release it and create it again).");
    } else if (is({"Priority"})) {
        d.kind = Kind::Stock;
        d.verdict = tr("%1 waits its turn: jobs with a higher priority go first.").arg(name);
        d.remedies << tr("Wait. A shorter time limit lets the scheduler start it in a gap sooner.");
    } else if (is({"PartitionTimeLimit", "QOSMaxWallDurationPerJobLimit", "AssocMaxWallDurationPerJobLimit"})) {
        d.kind = Kind::Configuration;
        d.verdict = tr("%1 asks for more time than its partition allows: it will never start.").arg(name);
        d.remedies << tr("Release it and create it again with a shorter time limit.");
    } else if (is({"QOSMaxGRES", "AssocMaxGRES", "QOSMaxCpu", "AssocMaxCpu", "QOSMaxJobs", "AssocMaxJobs", "QOSMaxNode",
                   "AssocMaxNode", "QOSMaxTRES", "AssocMaxTRES", "MaxGRES"})) {
        d.kind = Kind::AccountLevel;
        d.verdict
            = tr("%1 waits because you already hold as much as your share of the cluster allows (%2).").arg(name, why);
        d.remedies << tr("Stop one of your other instances, or ask for fewer cards: it starts once you are under "
                         "the limit.")
                   << tr("If you need more, ask the cluster's admins.");
    } else if (is({"AssocGrp", "QOSGrp"})) {
        d.kind = Kind::AccountLevel;
        d.verdict = tr("%1 waits because your group has used what it may (%2): its GPU time or its share of "
                       "cards.")
                        .arg(name, why);
        d.remedies << tr("Ask the person who runs your group's account, or the admins, for more; or wait for the "
                         "group's use to go down.");
    } else if (is({"ReqNodeNotAvail", "NodeDown", "PartitionDown", "PartitionInactive", "Reservation",
                   "PartitionNodeLimit"})) {
        d.kind = Kind::PlatformFault;
        d.verdict = tr("%1 waits because the nodes it needs are down or reserved (maintenance?): %2.").arg(name, why);
        d.remedies << tr("Wait for the nodes to come back, or release it and create it in another partition.");
    } else if (is({"JobHeld"})) {
        d.verdict = tr("%1 is held: it will not start until it is released (%2).").arg(name, why);
        d.remedies << tr("Ask the cluster's admins why it is held.");
    } else if (is({"Dependency", "BeginTime"})) {
        d.verdict = tr("%1 waits for a time or another job set for it (%2).").arg(name, why);
        d.remedies << tr("Wait.");
    } else {
        d.verdict = tr("%1 waits in the cluster's queue; the scheduler says: %2.").arg(name, why);
        d.remedies << tr("Wait, or ask the cluster's admins what it means.");
    }
    if (wait.position)
        d.verdict += u' ' + tr("It is number %1 in line.").arg(*wait.position);
    if (wait.expectedStart)
        d.verdict += u' '
            + tr("The scheduler expects to start it at %1 (UTC).")
                  .arg(wait.expectedStart->toUTC().toString(u"yyyy-MM-dd HH:mm"_s));
    return d;
}

std::optional<CreationDoctor::Diagnosis> CreationDoctor::ofInstance(const Instance &instance, const QDateTime &now)
{
    // A job in a queue is not stuck, however long it waits: it says why.
    if (instance.queue)
        return ofQueue(instance);
    const bool timedOut = instance.state == InstanceState::Failed && instance.stateReason == StateReason::BootTimeout;
    const QDateTime since = instance.startedAt.value_or(instance.createdAt);
    const bool stuck = instance.state == InstanceState::Starting && since.isValid() && now.isValid()
        && since.secsTo(now) > kStuckStartingSeconds;
    if (!timedOut && !stuck)
        return std::nullopt;
    Diagnosis d;
    d.kind = Kind::PlatformFault;
    d.verdict = timedOut ? tr("%1 never finished booting, and the platform gave up. This is not your fault: the "
                              "host it landed on did not come up.")
                               .arg(instance.name)
                         : tr("%1 has been starting for %n minute(s). This is not your fault: the host it landed on "
                              "is not coming up.",
                              "", int(since.secsTo(now) / 60))
                               .arg(instance.name);
    d.remedies << tr("Release it and create it again: the new one lands on another host.")
               << tr("If it holds work from earlier boots, keep it first: save an image of its system disk, and "
                     "copy the data disk's files (a volume outlives a release).");
    return d;
}
