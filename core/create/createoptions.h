#pragma once

#include "core/api/platform.h"
#include "core/model/account.h"
#include "core/model/billing.h"
#include "core/model/catalog.h"
#include "core/model/instance.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

/// Everything a new instance is chosen from (the wizard, gpudeskctl create): the catalog, its
/// stock and prices, the account's rights, balance and volumes, read together so that every page of
/// the choice agrees with the others.
struct CreateOptions
{
    Q_DECLARE_TR_FUNCTIONS(CreateOptions)

public:
    QList<Region> regions;
    QList<GpuType> gpuTypes;
    QList<Stock> stock;
    QList<Image> images;
    std::optional<Pricing> pricing; ///< none where the platform publishes no price list
    PlatformTraits traits; ///< what the platform's instances can be: packages, no-GPU mode…
    /// The platform runs a startup script at every boot (BootScripts); elsewhere the console keeps it.
    bool platformRunsScripts = false;
    Account account;
    /// The balance, to say how long it carries the new instance (balanceKnown is false where the
    /// platform has no summary of the wallet).
    Billing billing;
    QList<Volume> volumes; ///< empty where the platform has none
    Currency currency; ///< the platform's, that every price above is counted in
    /// The platform's time when these were read: when a boot started from the wizard begins, near
    /// enough to say when a boot limit stops it (it errs early, never late).
    QDateTime platformTime;

    const Region *region(const QString &id) const;
    const GpuType *gpuType(const QString &id) const;
    const Image *image(const QString &id) const;

    /// GPUs of this card free in this region now; 0 when the region has none or does not list it.
    /// Where the platform gives levels, not counts, 1 stands for "some".
    int available(const QString &region, const QString &gpuType) const;
    /// The GPUs free in a region, all cards together (the region page's "stock"); where the
    /// platform gives levels, the number of cards it has some of.
    int availableIn(const QString &region) const;
    /// Whether the platform says how much it has as levels ("low", "high"), not counts.
    bool stockInLevels() const;
    /// How many of the card are free in the region, as the user reads it: "3", or the level
    /// ("plenty", "a few"), or "none now".
    QString availableText(const QString &region, const QString &gpuType) const;
    /// The system disk that costs nothing while stopped (0 where no price list says so).
    int systemDiskFreeGb() const { return pricing ? pricing->systemDiskFreeGb : 0; }

    /// Why this account cannot rent the card, in the user's words; empty when it can. An
    /// unverified account rents only the cards marked for it; a quota may list the cards allowed.
    QString rentProblem(const GpuType &card) const;
    /// Whether real-name verification is what keeps the account from the card (the wizard then
    /// offers it).
    bool verificationWouldAllow(const GpuType &card) const;
    /// Why the image cannot drive the card (its CUDA is too old or too new); empty when it can.
    static QString imageProblem(const Image &image, const GpuType &card);
    /// The volumes of a region not attached to an instance: the ones a new instance can take.
    QList<Volume> freeVolumesIn(const QString &region) const;

    /// Reads it all from `platform` at once: `done` gets the options, or the first error.
    static void load(Platform &platform, QObject *context, const Platform::Done<CreateOptions> &done);
};
