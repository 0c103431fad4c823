#pragma once

#include "core/platforms/platformaddress.h"

#include <QDialog>

class QLabel;
class QCheckBox;
class QLineEdit;
class QRadioButton;

/// The first launch's question (DESIGN section 5), and Console → Switch platform: the local sandbox
/// (offline, play money), one of the real clouds (RunPod, Vast.ai), a lab's Slurm cluster (its
/// slurmrestd, user name and login node), or a platform's address, checked before it is accepted. The answer is
/// remembered, so the question comes once; `gpudesk --platform` skips it.
class PlatformChooser final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlatformChooser)
public:
    explicit PlatformChooser(QWidget *parent = nullptr);
    ~PlatformChooser() override;

    /// Once accepted: the platform chosen (the local sandbox unless another was).
    const PlatformAddress &platform() const { return m_platform; }
    /// Starts with `current` chosen (when switching from it).
    void setCurrent(const PlatformAddress &current);
    QString problem() const;

    /// What was chosen before ("sandbox" or a URL), from `settingsFile`; empty when never asked.
    static QString remembered(const QString &settingsFile);
    static void remember(const QString &settingsFile, const QString &choice);

    void accept() override;

private:
    /// The cluster's address from its three fields; nullopt with the sentence shown.
    std::optional<PlatformAddress> clusterAddress();

    QRadioButton *m_sandbox;
    /// One per cloud of PlatformAddress::clouds(), named by its word ("runpod").
    QList<std::pair<PlatformAddress::Kind, QRadioButton *>> m_clouds;
    QRadioButton *m_cluster;
    QLineEdit *m_clusterUrl; ///< the cluster's slurmrestd
    QLineEdit *m_clusterUser;
    QLineEdit *m_loginNode; ///< HOST[:PORT]; optional
    QCheckBox *m_containers; ///< srun runs container images (pyxis)
    QRadioButton *m_remote;
    QLineEdit *m_url;
    QLabel *m_problem;
    PlatformAddress m_platform;
};
