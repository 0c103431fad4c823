#pragma once

#include "core/model/catalog.h"
#include "core/model/instance.h"
#include "ui/widgets/shellpage.h"

#include <QHash>

#include <optional>

class Confirmer;
class Console;
class Platform;
class PriceList;
class SavedImages;
class VolumeStorage;
class DataDiskChanges;
class QLabel;
class QPushButton;
class QGroupBox;
class QTableWidget;

/// The Storage page: what is stored and what it costs while it sits there. Volumes
/// (create; attach one that is free, which opens the create wizard with it chosen, since a volume
/// is attached when an instance is created; delete one that is free), saved images (their size,
/// what they cost per day, delete), and instances stopped for more than a week that keep costing
/// storage, with what they cost a month.
class StoragePage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StoragePage)
public:
    /// Stopped longer than this, an instance is listed as forgotten storage.
    static constexpr int kForgottenDays = 7;

    /// What the page reads and changes: the catalog and instances, and each store the platform has
    /// (null where it has none, and the page shows nothing of it).
    struct Sources
    {
        Platform &platform;
        VolumeStorage *volumes = nullptr;
        /// Where the platform has no volumes but detaches data disks (Compshare): the detached ones,
        /// shown and deleted in their place.
        DataDiskChanges *detached = nullptr;
        SavedImages *images = nullptr;
        /// What storage costs a day (without it, the page says it cannot tell).
        PriceList *prices = nullptr;

        static Sources of(Platform &platform);
        /// Whether the platform keeps anything the page shows: a lab's cluster keeps no disks of
        /// gpudesk's (its shared filesystem is the user's own) and bills no storage.
        bool hasAnything() const;
    };

    StoragePage(const Console &console, const Sources &sources, Confirmer &confirmer, QWidget *parent = nullptr);
    ~StoragePage() override;

    QString title() const override;
    QIcon icon() const override;

    void reload() override;

    QLabel *summary() const { return m_summary; }
    QTableWidget *volumes() const { return m_volumes; }
    QTableWidget *images() const { return m_images; }
    QTableWidget *forgotten() const { return m_forgotten; }
    QPushButton *newVolumeButton() const { return m_newVolume; }
    QPushButton *attachButton() const { return m_attach; }
    QPushButton *deleteVolumeButton() const { return m_deleteVolume; }
    QPushButton *deleteImageButton() const { return m_deleteImage; }
    QLabel *message() const { return m_message; }

    /// Makes a volume (the "New volume" button asks for these through the confirmer).
    void createVolume(const QString &name, const QString &region, int sizeGb);

Q_SIGNALS:
    /// Everything was read again: tests wait on it.
    void shown();
    /// Open the create wizard with this free volume as the data disk.
    void attachRequested(const QString &volumeId);

private:
    void render();
    void askNewVolume();
    void deleteVolume();
    void deleteImage();
    void refreshButtons();
    void say(const QString &sentence, bool problem);
    /// Unknown where the platform publishes no price list.
    std::optional<Money> volumePerDay(const Volume &v) const;
    QString regionName(const QString &id) const;

    const Console &m_console;
    Sources m_sources;
    Confirmer &m_confirmer;
    std::optional<Pricing> m_pricing;
    QList<Volume> m_volumeList;
    QList<Image> m_imageList;
    QList<Region> m_regions;
    QList<Instance> m_instances;
    int m_pending = 0;
    QLabel *m_summary;
    QLabel *m_message;
    QLabel *m_volumesAbout = nullptr;
    QTableWidget *m_volumes;
    QTableWidget *m_images;
    QGroupBox *m_volumesBox = nullptr;
    QGroupBox *m_imagesBox = nullptr;
    QTableWidget *m_forgotten;
    QLabel *m_noForgotten;
    QPushButton *m_newVolume;
    QPushButton *m_attach;
    QPushButton *m_deleteVolume;
    QPushButton *m_deleteImage;
};
