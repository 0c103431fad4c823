#pragma once

#include "core/api/platformfacet.h"
#include "core/model/catalog.h"
#include "core/model/instance.h"

#include <QDateTime>
#include <QtGlobal>

#include <optional>

// What a platform may do with instances beyond create, start, stop, rename and release.

/// A stop at a time of the user's, carried out by the platform whether the console runs or not.
class ScheduledStops : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "scheduled stops");
    /// Schedules a stop at `at` (platform time), or cancels it (nullopt).
    virtual void scheduleStop(const QString &id, const std::optional<QDateTime> &at, QObject *context,
                              Done<Instance> done)
        = 0;
};

/// What the platform itself measures of its running instances (its monitor), with no agent and no
/// SSH: how busy each one's cards and cores were lately. What keeps a forgotten instance's stop armed
/// where the instance holds no key to stop itself (StopDeadlines).
class InstanceLoad : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "the platform's readings of use");
    struct Reading
    {
        QString instanceId;
        QDateTime at; ///< the latest sample read (platform time)
        std::optional<double> gpuPercent; ///< its busiest card's utilisation lately; none without cards
        std::optional<double> cpuPercent;
    };
    /// The readings of the running `instances` (one the platform has no samples of is left out).
    virtual void loads(const QList<Instance> &instances, QObject *context, Done<QList<Reading>> done) = 0;
};

/// The password a platform gives each instance for its first login (it keeps no SSH keys): read by
/// SshFirstLogins to put the user's key on it, kept in the keychain, never on disk or in a log.
class InstancePasswords : public PlatformFacet
{
public:
    static constexpr const char *what
        = QT_TRANSLATE_NOOP("PlatformFeatures", "logging in with the platform's password");
    virtual void instancePassword(const QString &id, QObject *context, Done<QString> done) = 0;
};

/// A key the user gives the autostop agent on an instance where the platform gives the instance none
/// (Compshare): checked with the platform and made into the file the agent reads, so that the agent
/// keeps the instance's scheduled stop itself, with the console closed (best a key that may do only that).
class AgentKeys : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a key for the agent on the instance");
    struct KeyFile
    {
        QString path; ///< under the login user's home
        QByteArray contents; ///< written readable by its owner only
    };
    virtual void agentKeyFile(const QString &instanceId, const QString &publicKey, const QString &privateKey,
                              QObject *context, Done<KeyFile> done)
        = 0;
};

/// A running instance restarted by the platform (its operating system), keeping its card: what a hung
/// driver or a stuck process that SSH cannot end needs, without giving the card back.
class Reboots : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a reboot");
    virtual void rebootInstance(const QString &id, QObject *context, Done<Instance> done) = 0;
};

/// A stopped instance started on another card type or count in its region, keeping its disks,
/// ports and startup script (the seed's habit: prepare without a card, debug on a cheap one, train
/// on a big one); its rate is the new card's from that boot on.
class CardChange : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a start on another card");
    /// Starts it with its GPUs on `count` × `gpuType` (refused with the reason: the image's CUDA
    /// cannot drive the card, none free in the region with the alternatives, the account may not
    /// rent it, a package still pays for the old one).
    virtual void startOnCard(const QString &id, const QString &gpuType, int count, QObject *context,
                             Done<Instance> done)
        = 0;
};

/// Alerts the platform keeps for a card the user waits for: it tells the account's webhooks
/// (stock.available) once the card is free, with no console running (StockWatch asks for one).
class StockAlerts : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "alerts when a card is free");
    /// `region` none: any region.
    virtual void addStockAlert(const QString &gpuType, const std::optional<QString> &region, int count,
                               QObject *context, Done<StockAlert> done)
        = 0;
    virtual void removeStockAlert(const QString &id, QObject *context, Done<Nothing> done) = 0;
};

/// A script of the user's that the platform runs at every boot (so what it starts runs even when
/// the console never connects again); given at creation (InstanceSpec::startupScript) or later.
class BootScripts : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a startup script run by the platform");
    /// The script from the next boot on; nullopt removes it.
    virtual void setStartupScript(const QString &id, const std::optional<QString> &script, QObject *context,
                                  Done<Instance> done)
        = 0;
};

/// An instance's disk saved as an image of the user's, to create instances from.
class SavedImages : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "saved images");
    /// The most a saved image (the stopped instance's system disk) may hold; a bigger one is refused.
    virtual qint64 maxImageBytes() const = 0;
    virtual void saveImage(const QString &instanceId, const QString &name, QObject *context, Done<Image> done) = 0;
    virtual void deleteImage(const QString &id, QObject *context, Done<Nothing> done) = 0;
};

/// Each instance's history of state changes, with the reason of each.
class InstanceHistory : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a history of state changes");
    virtual void instanceEvents(const QString &id, QObject *context, Done<QList<InstanceEvent>> done) = 0;
};

/// Volumes: data disks that outlive instances, attached at creation.
class VolumeStorage : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "volumes");
    virtual void createVolume(const QString &name, const QString &region, int sizeGb, QObject *context,
                              Done<Volume> done)
        = 0;
    virtual void volumes(QObject *context, Done<QList<Volume>> done) = 0;
    virtual void deleteVolume(const QString &id, QObject *context, Done<Nothing> done) = 0;
};

/// An instance's data disk changed after it was made (Compshare's cloud disks): one added, grown,
/// detached and kept apart from any instance, attached again (to it or another instance of its
/// zone), deleted. The console keeps one data disk per instance (Instance::dataDisk).
class DataDiskChanges : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "changing data disks");
    /// A new empty disk of `sizeGb` on an instance that has none (running or stopped), billed as the
    /// instance is. It comes with no filesystem: the answer's DataDisk::device says where it is.
    virtual void addDataDisk(const QString &instanceId, int sizeGb, QObject *context, Done<Instance> done) = 0;
    /// The disk made bigger (never smaller), the instance stopped.
    virtual void growDataDisk(const QString &instanceId, int sizeGb, QObject *context, Done<Instance> done) = 0;
    /// The disk taken off the stopped instance and kept, with its files: it bills on until deleted.
    virtual void detachDataDisk(const QString &instanceId, QObject *context, Done<Volume> done) = 0;
    /// The detached disks: ones kept apart bill unseen, so the list must hold every one.
    virtual void detachedDisks(QObject *context, Done<QList<Volume>> done) = 0;
    /// Detached disk `diskId` put on an instance of its zone that has none.
    virtual void attachDataDisk(const QString &instanceId, const QString &diskId, QObject *context, Done<Instance> done)
        = 0;
    /// A detached disk deleted with its files.
    virtual void deleteDetachedDisk(const QString &diskId, QObject *context, Done<Nothing> done) = 0;
};

/// Files copied from one instance to another by the platform, host to host (Vast.ai's copy): the
/// way to bring the data of an instance that cannot start (its card rented out) to a new one.
class DataCopy : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "copying data between instances");
    /// Starts copying `fromPath` on `fromId` to `toPath` on `toId` (which must be running); it goes on
    /// on the platform's side. Answered with what the platform says of it, once it has begun.
    virtual void copyBetween(const QString &fromId, const QString &fromPath, const QString &toId, const QString &toPath,
                             QObject *context, Done<QString> done)
        = 0;
};

/// A marketplace: an instance is rented from one machine's offer (InstanceSpec::offerId), found by
/// a search, rather than from a card in a region.
class OfferMarket : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "choosing a machine from offers");
    /// The offers on the market that `query` asks for, cheapest first.
    virtual void offers(const OfferQuery &query, QObject *context, Done<QList<Offer>> done) = 0;
};
