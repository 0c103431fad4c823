#pragma once

#include "core/api/apierror.h"
#include "core/model/instance.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>

#include <optional>

/// Why a create or a start failed, or an instance is stuck: out of stock (with where the
/// card is now and similar cards here), the configuration (a disk smaller than the image, an image
/// whose CUDA cannot drive the card), the account's level (verification), money (balance, spend
/// limits), or the platform's own fault — said so, since it is not the user's.
class CreationDoctor
{
    Q_DECLARE_TR_FUNCTIONS(CreationDoctor)

public:
    enum class Kind { Stock, Configuration, AccountLevel, Money, PlatformFault, Other };
    struct Diagnosis
    {
        Kind kind = Kind::Other;
        QString verdict; ///< what happened and whose it is, in a sentence
        QStringList remedies; ///< what to do, the first one first
        QStringList regions; ///< Stock: where the card is free now
        QStringList gpuTypes; ///< Stock: similar cards free here
        ApiError::Remedy action = ApiError::Remedy::None; ///< the console's button for it, if any
    };

    /// An instance still starting after this long is stuck.
    static constexpr qint64 kStuckStartingSeconds = 10 * 60;

    /// A refused create or start.
    static Diagnosis ofRefusal(const ApiError &error, const Currency &currency = Currency());
    /// An instance that will not come up: starting for more than kStuckStartingSeconds (since
    /// `startedAt`, else its creation) at platform time `now`, or failed with boot_timeout, or
    /// waiting in a batch scheduler's queue (ofQueue); nullopt for one that is fine.
    static std::optional<Diagnosis> ofInstance(const Instance &instance, const QDateTime &now);
    /// Why a job waits in a Slurm cluster's queue (Instance::queue: the scheduler's reason, its place
    /// in line, when it expects to start) and what to change: a smaller request, another partition,
    /// a shorter time, the admins — or nothing but waiting. Configuration for a job that can never
    /// start as it is (release it and ask again), AccountLevel for a limit of the user's or group's,
    /// Stock for cards in use, PlatformFault for nodes down or reserved.
    static Diagnosis ofQueue(const Instance &instance);
};
