#pragma once

#include <QHash>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>

/// A real one-node Slurm cluster (Debian's slurmctld, slurmd, slurmrestd with JWT, munge) for a
/// test, started by tests/slurm/cluster.sh in a temporary folder and stopped when this goes. It
/// needs root (slurmd starts jobs as the test user); skipped() says so where the test is not root.
class SlurmCluster
{
public:
    SlurmCluster();
    ~SlurmCluster();
    SlurmCluster(const SlurmCluster &) = delete;
    SlurmCluster &operator=(const SlurmCluster &) = delete;

    /// Why the cluster could not be used here, for GTEST_SKIP; empty where it can.
    QString skipped() const { return m_skipped; }
    /// Why it did not start (with its logs' last lines); empty when it runs.
    QString problem() const { return m_problem; }

    /// What cluster.sh wrote into DIR/env (SLURMRESTD_URL, SLURM_USER, SLURM_JWT, SLURM_NODE…).
    QString value(const QString &name) const { return m_env.value(name); }
    QUrl url() const { return QUrl(value(QStringLiteral("SLURMRESTD_URL"))); }
    QString user() const { return value(QStringLiteral("SLURM_USER")); }
    QString token() const { return value(QStringLiteral("SLURM_JWT")); }
    /// A token of the test user's that slurmctld refuses (signed with another key).
    static QString forgedToken(const QString &user);

private:
    QTemporaryDir m_dir;
    QString m_skipped;
    QString m_problem;
    QHash<QString, QString> m_env;
    bool m_started = false;
};
