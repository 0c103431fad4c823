#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

/// A Slurm JWT as slurmrestd takes it (X-SLURM-USER-TOKEN): made on the cluster's login node by
/// `scontrol token`, which the console can run there over SSH with the user's key, or pasted.
class SlurmToken
{
public:
    /// The command that makes one valid for `lifespanSeconds` (the site may cap it).
    static QByteArray command(int lifespanSeconds);
    /// The token in scontrol's answer ("SLURM_JWT=eyJ…"); empty when it holds none.
    static QString fromScontrol(const QByteArray &output);
    /// Its claims ({"sun": user, "exp": …}); empty where it is not a JWT.
    static QJsonObject claims(const QString &token);
    /// The user it was made for (its "sun" claim); empty where it names none.
    static QString user(const QString &token);
    /// When it ends (its "exp" claim); invalid where it says nothing.
    static QDateTime expiry(const QString &token);
};
